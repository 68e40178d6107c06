const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** The languages every public page is written in (issue 39): English at the SPEC's path, the others under their prefix. */
export const sitemapLanguages = ["en", "de", "fr"] as const;

/** A page's path in one language: `/classes` -> `/de/classes`, `/` -> `/de`. */
export function pathInLanguage(path: string, language: (typeof sitemapLanguages)[number]): string {
  if (language === "en") return path;
  return path === "/" ? `/${language}` : `/${language}${path}`;
}

/**
 * Every entry once per language, each `<url>` naming all its translations and x-default with
 * `xhtml:link` (Google's sitemap form of hreflang).
 */
export function renderSitemap(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    const href = (language: (typeof sitemapLanguages)[number]) => xmlEscape(appUrl + pathInLanguage(e.path, language));
    const alternates = [
      ...sitemapLanguages.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${href(l)}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${href("en")}"/>`,
    ].join("");
    return sitemapLanguages.map((l) => `  <url><loc>${href(l)}</loc>${lastmod}${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export const robotsDisallow = [
  "/admin",
  "/dashboard",
  "/manage",
  "/profile",
  "/settings",
  "/messages",
  "/notifications",
  "/dev",
];

export function renderRobots(appUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...sitemapLanguages.flatMap((l) => robotsDisallow.map((p) => `Disallow: ${pathInLanguage(p, l)}`)),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
