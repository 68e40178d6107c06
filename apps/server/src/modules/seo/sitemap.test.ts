import { describe, expect, it } from "vitest";
import { renderRobots, renderSitemap } from "./sitemap.ts";

const app = "https://guildforge.example";

describe("the sitemap in three languages (issue 39)", () => {
  it("lists each page once per language, each naming all three and x-default", () => {
    const xml = renderSitemap(app, [{ path: "/" }, { path: "/classes", lastmod: new Date("2026-05-01T10:00:00Z") }]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      `${app}/`,
      `${app}/de`,
      `${app}/fr`,
      `${app}/classes`,
      `${app}/de/classes`,
      `${app}/fr/classes`,
    ]);
    const german = xml.split("\n").find((line) => line.includes(`<loc>${app}/de/classes</loc>`)) ?? "";
    expect(german).toContain("<lastmod>2026-05-01</lastmod>");
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${app}/classes"/>`);
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="de" href="${app}/de/classes"/>`);
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${app}/fr/classes"/>`);
    expect(german).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${app}/classes"/>`);
  });

  it("escapes paths and keeps robots away from the private pages in every language", () => {
    expect(renderSitemap(app, [{ path: "/articles/a&b" }])).toContain(`${app}/de/articles/a&amp;b`);
    const robots = renderRobots(app);
    for (const line of ["Disallow: /settings", "Disallow: /de/settings", "Disallow: /fr/admin"]) {
      expect(robots).toContain(line);
    }
  });
});
