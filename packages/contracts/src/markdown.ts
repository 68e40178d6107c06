import { marked } from "marked";
import sanitizeHtml from "sanitize-html";

/**
 * The one sanitising Markdown pipeline (decision 300): marked renders, then sanitize-html keeps a
 * small allow-list, so no raw HTML, script, style, event handler, iframe, image or
 * javascript:/data:/protocol-relative link survives. The API renders articles with it (the public
 * page and the admin preview alike), the class page's loader renders class descriptions.
 *
 * Server code only (sanitize-html is large): imported by its subpath
 * `@guildforge/contracts/markdown`, never through the index, so no browser bundle carries it.
 *
 * Only where the text sits on its page differs (`place`):
 * - "article": the page's h1 is the title, so h1 becomes h2 and h5/h6 become h4; links
 *   `noopener noreferrer`.
 * - "class-description": it sits under the class page's own h2 sections, so h1/h2 become h3;
 *   an instructor's links are user content: `nofollow noopener ugc`.
 */
export type MarkdownPlace = "article" | "class-description";

const commonTags = [
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
];

const places: Record<MarkdownPlace, { headings: string[]; demote: Record<string, string>; rel: string }> = {
  article: { headings: ["h2", "h3", "h4"], demote: { h1: "h2", h5: "h4", h6: "h4" }, rel: "noopener noreferrer" },
  "class-description": {
    headings: ["h3", "h4", "h5", "h6"],
    demote: { h1: "h3", h2: "h3" },
    rel: "nofollow noopener ugc",
  },
};

function optionsFor(place: MarkdownPlace): sanitizeHtml.IOptions {
  const p = places[place];
  return {
    allowedTags: [...p.headings, ...commonTags],
    allowedAttributes: { a: ["href", "title", "rel"], ol: ["start"] },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href"],
    allowProtocolRelative: false,
    transformTags: { ...p.demote, a: sanitizeHtml.simpleTransform("a", { rel: p.rel }) },
    disallowedTagsMode: "discard",
  };
}

const options: Record<MarkdownPlace, sanitizeHtml.IOptions> = {
  article: optionsFor("article"),
  "class-description": optionsFor("class-description"),
};

/** Markdown as safe HTML for its place on the page. */
export function renderMarkdown(markdown: string, place: MarkdownPlace): string {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false });
  return sanitizeHtml(html, options[place]);
}
