import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.ts";
import { xssPayloads } from "./testing/xss-payloads.ts";

describe("renderMarkdown, article", () => {
  it("keeps the article's structure: h1 becomes h2, lists, tables, safe links", () => {
    const html = renderMarkdown(
      "# Title\n\n## Part\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[safety](/safety) [mail](mailto:a@b.c)",
      "article",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('<a href="/safety" rel="noopener noreferrer">safety</a>');
    expect(html).toContain('href="mailto:a@b.c"');
    expect(renderMarkdown("###### Small", "article").trim()).toBe("<h4>Small</h4>");
  });
});

describe("renderMarkdown, class description", () => {
  it("renders Markdown formatting under the page's sections: h1 and h2 become h3", () => {
    const html = renderMarkdown(
      "## Day one\n\nForge a **hook** and a *leaf*.\n\n- tongs\n- hammer",
      "class-description",
    );
    expect(html).toContain("<h3>Day one</h3>");
    expect(html).toContain("<strong>hook</strong>");
    expect(html).toContain("<li>tongs</li>");
    expect(renderMarkdown("#### Kit", "class-description").trim()).toBe("<h4>Kit</h4>");
  });

  it("marks links as user content", () => {
    expect(renderMarkdown("[shop](https://example.com)", "class-description")).toContain(
      '<a href="https://example.com" rel="nofollow noopener ugc">shop</a>',
    );
  });
});

describe.each(["article", "class-description"] as const)("renderMarkdown(%s) and the XSS corpus", (place) => {
  it("drops raw HTML, scripts, handlers, javascript: and protocol-relative links", () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) [y](//evil.example) <iframe src="//evil"></iframe>',
      place,
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<img|\/\/evil/i);
    expect(html).toContain("Hi");
  });

  it("leaves no tag, handler or scheme that can run script, for every payload of the corpus", () => {
    for (const payload of xssPayloads) {
      const html = renderMarkdown(payload, place);
      expect(html, payload).not.toMatch(
        /<(script|iframe|object|embed|style|svg|math|img|form|base|meta|link|template)\b/i,
      );
      // Attribute names only (quoted values, where escaped text may mention "onerror=", emptied).
      expect(html.replace(/"[^"]*"/g, '""'), payload).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, payload).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    }
  });
});
