import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The one Markdown pipeline of articles (decision 300): marked renders, then sanitize-html keeps
 * a small allow-list (no raw HTML, scripts, styles, event handlers, iframes, images or
 * javascript:/data: links survive). The public page and the admin live preview both get their
 * HTML from here, so what an admin previews is exactly what readers get.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "strong",
    "em",
    "b",
    "i",
    "del",
    "ul",
    "ol",
    "li",
    "blockquote",
    "code",
    "pre",
    "hr",
    "a",
    "table",
    "thead",
    "tbody",
    "tr",
    "th",
    "td",
  ],
  allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  // The page's h1 is the title: a Markdown h1 becomes h2, h5/h6 become h4.
  transformTags: {
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
  disallowedTagsMode: "discard",
};

export function renderArticleMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, options);
}
