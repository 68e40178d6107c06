import type { FastifyInstance } from "fastify";
import type { ServerLanguage } from "../../platform/i18n/server-i18n.ts";
import { articlesAccess as policy } from "./articles.policy.ts";
import { articlesRepository as repo } from "./articles.repository.ts";
import { renderAtomFeed } from "./atom-feed.ts";

const feedSize = 30;

/**
 * /articles/feed.xml (outside /api): the latest published articles as Atom 1.0, and the same feed
 * in German and French under the pages' prefixes, /de/articles/feed.xml and /fr/articles/feed.xml
 * (issue 39: a feed reader sends no cookie, and a URL per language keeps the answer the same for
 * everyone, so shared caches may keep it). Register before the SSR catch-all.
 */
export async function articlesFeedRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  const feeds: [string, ServerLanguage][] = [
    ["/articles/feed.xml", "en"],
    ["/de/articles/feed.xml", "de"],
    ["/fr/articles/feed.xml", "fr"],
  ];
  for (const [path, language] of feeds) {
    app.get(
      path,
      {
        // The same for everyone: shared caches may keep it ten minutes (decision 508).
        config: { access: policy.read, caching: "public" },
        schema: {
          tags: ["Articles"],
          summary:
            language === "en" ? "Atom 1.0 feed of published articles" : `The articles' Atom 1.0 feed in ${language}`,
        },
      },
      async (_req, reply) => {
        const rows = await repo.latestPublished(db, feedSize);
        const entries = rows.map((v) => ({
          slug: v.article.slug,
          title: v.article.title,
          summary: v.article.summary,
          author: v.author.name,
          published: v.article.publishedAt ?? v.article.createdAt,
          updated: v.article.updatedAt,
        }));
        return reply
          .type("application/atom+xml; charset=utf-8")
          .header("cache-control", "public, max-age=600")
          .send(renderAtomFeed(app.deps.config.appUrl, entries, new Date(0), language));
      },
    );
  }
}
