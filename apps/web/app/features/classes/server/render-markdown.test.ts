import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown.server";

describe("class description Markdown", () => {
  it("renders Markdown formatting", () => {
    const html = renderMarkdown("## Day one\n\nForge a **hook** and a *leaf*.\n\n- tongs\n- hammer");
    expect(html).toContain("<h3>Day one</h3>");
    expect(html).toContain("<strong>hook</strong>");
    expect(html).toContain("<li>tongs</li>");
  });

  it("drops raw HTML, scripts, handlers and javascript: links", () => {
    const html = renderMarkdown(
      'Hi <script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) <iframe src="//evil"></iframe>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|<img/i);
    expect(html).toContain("Hi");
  });

  it("marks links as user content", () => {
    expect(renderMarkdown("[shop](https://example.com)")).toContain(
      '<a href="https://example.com" rel="nofollow noopener ugc">shop</a>',
    );
  });
});
