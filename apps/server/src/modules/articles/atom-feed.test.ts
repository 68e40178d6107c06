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
});
