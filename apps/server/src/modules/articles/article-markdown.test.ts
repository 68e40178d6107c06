import { xssPayloads } from "@guildforge/contracts/testing/xss-payloads";
import { describe, expect, it } from "vitest";
import { renderArticleMarkdown } from "./article-markdown.ts";
import { slugFromTitle } from "./article-slug.ts";

describe("renderArticleMarkdown", () => {
  it("keeps the article's structure: h1 becomes h2, lists, tables, safe links", () => {
    const html = renderArticleMarkdown(
      "# Title\n\n## Part\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n[safety](/safety) [mail](mailto:a@b.c)",
    );
    expect(html).toContain("<h2>Title</h2>");
    expect(html).toContain("<h2>Part</h2>");
    expect(html).toContain("<li>one</li>");
    expect(html).toContain("<td>1</td>");
    expect(html).toContain('<a href="/safety" rel="noopener noreferrer">safety</a>');
    expect(html).toContain('href="mailto:a@b.c"');
  });

  it("leaves no tag, handler or scheme that can run script, for every payload of the corpus", () => {
    for (const payload of xssPayloads) {
      const html = renderArticleMarkdown(payload);
      expect(html, payload).not.toMatch(
        /<(script|iframe|object|embed|style|svg|math|img|form|base|meta|link|template)\b/i,
      );
      // Attribute names only (quoted values, where escaped text may mention "onerror=", emptied).
      expect(html.replace(/"[^"]*"/g, '""'), payload).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/i);
      expect(html, payload).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
    }
  });
});

describe("slugFromTitle", () => {
  it("makes lowercase ASCII words joined by hyphens", () => {
    expect(slugFromTitle("Choosing your First Hammer!")).toBe("choosing-your-first-hammer");
    expect(slugFromTitle("Forgé à la main: 1084 & 80CrV2")).toBe("forge-a-la-main-1084-80crv2");
    expect(slugFromTitle("!!!")).toBe("article");
    expect(slugFromTitle("a ".repeat(100)).length).toBeLessThanOrEqual(80);
  });
});
