import { type ServerLanguage, translate } from "../../platform/i18n/server-i18n.ts";

const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export interface FeedEntry {
  slug: string;
  title: string;
  summary: string;
  author: string;
  published: Date;
  updated: Date;
}

const feedTitle = /*i18n*/ { id: "feed.articles.title", message: "Guildforge articles" };
const feedSubtitle = /*i18n*/ {
  id: "feed.articles.subtitle",
  message: "Guides, stories and techniques from the forge.",
};

/**
 * An Atom 1.0 feed (RFC 4287) of published articles: every link absolute from the configured
 * public URL, entry ids are the articles' permanent URLs. `updated` of the feed is the newest
 * entry's (or `fallback` when there is none).
 *
 * `language` (issue 39): the feed's own texts (title, subtitle) and its links in that language
 * (`/de/articles/feed.xml` links to `/de/articles/...`), marked with `xml:lang`; the articles'
 * titles and summaries are people's English words, marked `xml:lang="en"`. English is the feed as
 * it always was.
 */
export function renderAtomFeed(
  appUrl: string,
  entries: FeedEntry[],
  fallback: Date,
  language: ServerLanguage = "en",
): string {
  const base = appUrl.replace(/\/+$/, "");
  const prefix = language === "en" ? "" : `/${language}`;
  const english = language === "en";
  // People's content keeps its language inside a feed in another one.
  const own = english ? "" : ' xml:lang="en"';
  const updated = entries.reduce((max, e) => (e.updated > max ? e.updated : max), entries[0]?.updated ?? fallback);
  const items = entries.map((e) => {
    const id = xmlEscape(`${base}/articles/${e.slug}`);
    const url = xmlEscape(`${base}${prefix}/articles/${e.slug}`);
    return [
      "  <entry>",
      `    <id>${id}</id>`,
      `    <title type="text"${own}>${xmlEscape(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${e.published.toISOString()}</published>`,
      `    <updated>${e.updated.toISOString()}</updated>`,
      `    <author><name>${xmlEscape(e.author)}</name></author>`,
      `    <summary type="text"${own}>${xmlEscape(e.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    english
      ? '<feed xmlns="http://www.w3.org/2005/Atom">'
      : `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${language}">`,
    `  <id>${xmlEscape(`${base}${prefix}/articles`)}</id>`,
    `  <title>${xmlEscape(translate(language, feedTitle))}</title>`,
    `  <subtitle>${xmlEscape(translate(language, feedSubtitle))}</subtitle>`,
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(`${base}${prefix}/articles/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(`${base}${prefix}/articles`)}"/>`,
    "  <author><name>Guildforge</name></author>",
    ...items,
    "</feed>",
    "",
  ].join("\n");
}
