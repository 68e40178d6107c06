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

/**
 * An Atom 1.0 feed (RFC 4287) of published articles: every link absolute from the configured
 * public URL, entry ids are the articles' permanent URLs. `updated` of the feed is the newest
 * entry's (or `fallback` when there is none).
 */
export function renderAtomFeed(appUrl: string, entries: FeedEntry[], fallback: Date): string {
  const base = appUrl.replace(/\/+$/, "");
  const updated = entries.reduce((max, e) => (e.updated > max ? e.updated : max), entries[0]?.updated ?? fallback);
  const items = entries.map((e) => {
    const url = xmlEscape(`${base}/articles/${e.slug}`);
    return [
      "  <entry>",
      `    <id>${url}</id>`,
      `    <title type="text">${xmlEscape(e.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${url}"/>`,
      `    <published>${e.published.toISOString()}</published>`,
      `    <updated>${e.updated.toISOString()}</updated>`,
      `    <author><name>${xmlEscape(e.author)}</name></author>`,
      `    <summary type="text">${xmlEscape(e.summary)}</summary>`,
      "  </entry>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom">',
    `  <id>${xmlEscape(`${base}/articles`)}</id>`,
    "  <title>Guildforge articles</title>",
    "  <subtitle>Guides, stories and techniques from the forge.</subtitle>",
    `  <updated>${updated.toISOString()}</updated>`,
    `  <link rel="self" type="application/atom+xml" href="${xmlEscape(`${base}/articles/feed.xml`)}"/>`,
    `  <link rel="alternate" type="text/html" href="${xmlEscape(`${base}/articles`)}"/>`,
    "  <author><name>Guildforge</name></author>",
    ...items,
    "</feed>",
    "",
  ].join("\n");
}
