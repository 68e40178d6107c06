import {
  articleListQuerySchema,
  articleListResponseSchema,
  articleResponseSchema,
  articleSlugParamsSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { articlesAccess as policy } from "./articles.policy.ts";
import { presentArticleSummaryPage } from "./articles.presenter.ts";
import type { ArticlesService } from "./articles.service.ts";

const tags = ["Articles"];

/** Public reads: /articles and /articles/{slug} (published articles only). */
export const articlesRoutes: FastifyPluginAsyncZod<{ service: ArticlesService }> = async (app, { service }) => {
  app.get(
    "/articles",
    {
      config: { access: policy.read },
      schema: {
        tags,
        summary: "Published articles, newest first (filter by tag; cursor); meta.tags counts each tag",
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema },
      },
    },
    async (req) => presentArticleSummaryPage(await service.listPublic(req.query)),
  );

  app.get(
    "/articles/:slug",
    {
      config: { access: policy.read },
      schema: {
        tags,
        summary: "One published article: sanitised HTML body, reading time, related upcoming classes",
        params: articleSlugParamsSchema,
        response: { 200: articleResponseSchema },
      },
    },
    async (req) => ({ data: await service.viewPublic(req.params.slug) }),
  );
};
