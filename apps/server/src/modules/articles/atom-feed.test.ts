import { describe, expect, it } from "vitest";
import { renderAtomFeed } from "./atom-feed.ts";

const entry = (slug: string, updated: string) => ({
  slug,
  title: `Title <${slug}> & co`,
  summary: "A summary",
  author: "Ada Ironside",
  published: new Date("2026-10-01T10:00:00Z"),
  updated: new Date(updated),
});

describe("renderAtomFeed", () => {
  it("writes absolute links from the public URL, escapes text, and takes the newest entry's updated", () => {
    const xml = renderAtomFeed(
      "https://guildforge.example/",
      [entry("a", "2026-10-02T00:00:00Z"), entry("b", "2026-11-05T12:00:00Z")],
      new Date(0),
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">')).toBe(
      true,
    );
    expect(xml).toContain("<id>https://guildforge.example/articles</id>");
    expect(xml).toContain(
      '<link rel="self" type="application/atom+xml" href="https://guildforge.example/articles/feed.xml"/>',
    );
    expect(xml).toContain("  <updated>2026-11-05T12:00:00.000Z</updated>");
    expect(xml).toContain("<id>https://guildforge.example/articles/b</id>");
    expect(xml).toContain('<title type="text">Title &lt;a&gt; &amp; co</title>');
    expect(xml.match(/<entry>/g)).toHaveLength(2);
  });

  it("is still a valid feed with no entries (updated falls back)", () => {
    const xml = renderAtomFeed("https://guildforge.example", [], new Date("2026-01-01T00:00:00Z"));
    expect(xml).toContain("<updated>2026-01-01T00:00:00.000Z</updated>");
    expect(xml).not.toContain("<entry>");
    expect(xml).toContain("<author><name>Guildforge</name></author>");
  });

  it("writes the feed's own texts and links in German and French, the articles' words marked English (issue 39)", () => {
    const de = renderAtomFeed("https://guildforge.example", [entry("a", "2026-10-02T00:00:00Z")], new Date(0), "de");
    expect(de).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="de">');
    expect(de).toContain("<title>Guildforge-Artikel</title>");
    expect(de).toContain("<subtitle>Anleitungen, Geschichten und Techniken aus der Schmiede.</subtitle>");
    expect(de).toContain(
      '<link rel="self" type="application/atom+xml" href="https://guildforge.example/de/articles/feed.xml"/>',
    );
    expect(de).toContain('<link rel="alternate" type="text/html" href="https://guildforge.example/de/articles/a"/>');
    // An entry is the same article in every feed: its id is its permanent URL.
    expect(de).toContain("<id>https://guildforge.example/articles/a</id>");
    expect(de).toContain('<title type="text" xml:lang="en">Title &lt;a&gt; &amp; co</title>');
    const fr = renderAtomFeed("https://guildforge.example", [], new Date(0), "fr");
    expect(fr).toContain("<title>Articles Guildforge</title>");
    expect(fr).toContain("<subtitle>Guides, récits et techniques venus de la forge.</subtitle>");
    expect(fr).toContain("<id>https://guildforge.example/fr/articles</id>");
  });

  it("keeps the English feed as it was", () => {
    const en = renderAtomFeed("https://guildforge.example", [entry("a", "2026-10-02T00:00:00Z")], new Date(0));
    expect(en).toContain(
      "  <title>Guildforge articles</title>\n  <subtitle>Guides, stories and techniques from the forge.</subtitle>",
    );
    expect(en).not.toContain("xml:lang");
  });
});
