import type { FastifyPluginAsync } from "fastify";
import { adminArticlesRoutes } from "./admin-articles.routes.ts";
import { publishScheduler, registerArticlePublishing } from "./article-publish.job.ts";
import { articlesRoutes } from "./articles.routes.ts";
import { createArticlesService } from "./articles.service.ts";

/** The articles feature (DOMAIN.md "Articles and pages"), mounted under /api. */
export { articlesFeedRoutes } from "./articles-feed.routes.ts";

export const articlesFeature: FastifyPluginAsync = async (api) => {
  const service = createArticlesService({
    db: api.deps.database.db,
    storage: api.storage,
    now: () => api.now(),
    schedulePublish: publishScheduler(api),
  });
  await registerArticlePublishing(api, service);
  await api.register(articlesRoutes, { service });
  await api.register(adminArticlesRoutes, { service });
};
