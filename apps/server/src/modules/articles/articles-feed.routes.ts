import type { FastifyInstance } from "fastify";
import { articlesAccess as policy } from "./articles.policy.ts";
import { articlesRepository as repo } from "./articles.repository.ts";
import { renderAtomFeed } from "./atom-feed.ts";

const feedSize = 30;

/** /articles/feed.xml (outside /api): the latest published articles as Atom 1.0. Register before the SSR catch-all. */
export async function articlesFeedRoutes(app: FastifyInstance) {
  const db = app.deps.database.db;
  app.get(
    "/articles/feed.xml",
    {
      // The same for everyone: shared caches may keep it ten minutes (decision 508).
      config: { access: policy.read, caching: "public" },
      schema: { tags: ["Articles"], summary: "Atom 1.0 feed of published articles" },
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
        .send(renderAtomFeed(app.deps.config.appUrl, entries, new Date(0)));
    },
  );
}
