import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * A class description (Markdown written by instructors) as safe HTML: Markdown is rendered with
 * marked, then everything outside a small allow-list is dropped (no raw HTML, scripts, styles,
 * event handlers or javascript: links survive). Runs in the server loader only.
 */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, {
    allowedTags: [
      "p",
      "br",
      "strong",
      "em",
      "b",
      "i",
      "ul",
      "ol",
      "li",
      "blockquote",
      "code",
      "pre",
      "h3",
      "h4",
      "h5",
      "h6",
      "hr",
      "a",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
    ],
    allowedAttributes: { a: ["href", "title", "rel"] },
    allowedSchemes: ["http", "https", "mailto"],
    // h1/h2 would break the page outline: demote them.
    transformTags: {
      h1: "h3",
      h2: "h3",
      a: sanitizeHtml.simpleTransform("a", { rel: "nofollow noopener ugc" }),
    },
    disallowedTagsMode: "discard",
  });
}
