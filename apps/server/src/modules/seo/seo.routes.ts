import { classUrl, themes } from "@guildforge/contracts";
import type { FastifyInstance } from "fastify";
import { seoRepository as repo } from "./seo.repository.ts";
import { renderRobots, renderSitemap, type SitemapEntry } from "./sitemap.ts";

/** Public pages without per-row data (docs/product.md#pages public routes that are worth indexing). */
const staticPages = [
  "/",
  "/classes",
  "/instructors",
  "/class-requests",
  "/articles",
  "/faq",
  "/help",
  "/about",
  "/terms",
  "/safety",
  "/contact",
  "/cookies",
  "/privacy",
  "/features",
  "/advertise",
  "/cancellation",
  "/become-instructor",
  "/request-class",
];

/** /sitemap.xml and /robots.txt, outside /api; register before the SSR catch-all. */
export async function seoRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const appUrl = app.deps.config.appUrl;

  // The same for everyone: a shared cache may keep them an hour (decision 508).
  const doc = (summary: string) => ({
    config: { access: "public" as const, caching: "public" as const },
    schema: { tags: ["SEO"], summary },
  });

  app.get(
    "/sitemap.xml",
    doc("XML sitemap: public pages, upcoming classes, locations, instructors, published articles"),
    async (_req, reply) => {
      const [classes, locations, instructors, articles] = await Promise.all([
        repo.upcomingClasses(db),
        repo.locations(db),
        repo.instructors(db),
        repo.publishedArticles(db),
      ]);
      const entries: SitemapEntry[] = [
        ...staticPages.map((path) => ({ path })),
        ...themes.map((t) => ({ path: `/learn/${t.slug}` })),
        ...classes.map((c) => ({ path: classUrl(c.id, c.slug), lastmod: new Date(c.updated_at) })),
        ...locations.flatMap((l) => [
          { path: `/locations/${l.path}`, lastmod: new Date(l.created_at) },
          { path: `/classes/${l.path}` },
        ]),
        ...instructors.map((u) => ({ path: `/users/${u.slug}`, lastmod: new Date(u.updated_at) })),
        ...articles.map((a) => ({ path: `/articles/${a.slug}`, lastmod: new Date(a.updated_at) })),
      ];
      return reply
        .type("application/xml; charset=utf-8")
        .header("cache-control", "public, max-age=3600")
        .send(renderSitemap(appUrl, entries));
    },
  );

  app.get("/robots.txt", doc("robots.txt: what crawlers may fetch, and where the sitemap is"), async (_req, reply) =>
    reply.type("text/plain; charset=utf-8").header("cache-control", "public, max-age=3600").send(renderRobots(appUrl)),
  );
}
