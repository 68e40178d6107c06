const xmlEscape = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

export function renderSitemap(appUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : "";
    return `  <url><loc>${xmlEscape(appUrl + e.path)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
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
    ...robotsDisallow.map((p) => `Disallow: ${p}`),
    "",
    `Sitemap: ${appUrl}/sitemap.xml`,
    "",
  ].join("\n");
}
