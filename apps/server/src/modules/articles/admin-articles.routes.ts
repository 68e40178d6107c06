import multipart from "@fastify/multipart";
import {
  adminArticleListQuerySchema,
  adminArticleListResponseSchema,
  adminArticleResponseSchema,
  articleIdParamsSchema,
  articlePreviewResponseSchema,
  articlePreviewSchema,
  createArticleSchema,
  imageMaxBytes,
  updateArticleSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { uploadedBytes } from "../../platform/uploaded-bytes.ts";
import { articlesPolicy, articlesAccess as policy } from "./articles.policy.ts";
import { presentAdminArticlePage } from "./articles.presenter.ts";
import type { ArticlesService } from "./articles.service.ts";

const doc = (summary: string) => ({ tags: ["Articles"], summary, security: sessionSecurity });

/** /admin/articles: admins list every status, write, preview and upload covers. */
export const adminArticlesRoutes: FastifyPluginAsyncZod<{ service: ArticlesService }> = async (app, { service }) => {
  await app.register(multipart, { limits: { fileSize: imageMaxBytes, files: 1, fields: 2, parts: 3 } });
  const access = policy.manage;
  const admin = (req: { user: Parameters<typeof articlesPolicy.authorize>[0] }) =>
    articlesPolicy.authorize(req.user, "manage");

  app.get(
    "/admin/articles",
    {
      config: { access },
      schema: {
        ...doc("Admin: every article, any status, last changed first"),
        querystring: adminArticleListQuerySchema,
        response: { 200: adminArticleListResponseSchema },
      },
    },
    async (req) => {
      admin(req);
      return presentAdminArticlePage(await service.listAll(req.query));
    },
  );

  app.post(
    "/admin/articles",
    {
      config: { access },
      schema: {
        ...doc("Admin: write an article (201; draft, scheduled with publish_at, or published)"),
        body: createArticleSchema,
        response: { 201: adminArticleResponseSchema },
      },
    },
    async (req, reply) => reply.status(201).send({ data: await service.create(admin(req), req.body) }),
  );

  app.post(
    "/admin/articles/preview",
    {
      config: { access },
      schema: {
        ...doc("Admin: the Markdown body rendered exactly as the public page renders it"),
        body: articlePreviewSchema,
        response: { 200: articlePreviewResponseSchema },
      },
    },
    async (req) => {
      admin(req);
      return { data: service.preview(req.body.markdown) };
    },
  );

  app.get(
    "/admin/articles/:id",
    {
      config: { access },
      schema: {
        ...doc("Admin: one article with its Markdown source"),
        params: articleIdParamsSchema,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (req) => {
      admin(req);
      return { data: await service.adminView(req.params.id) };
    },
  );

  app.patch(
    "/admin/articles/:id",
    {
      config: { access },
      schema: {
        ...doc("Admin: change an article (any subset; scheduled needs publish_at)"),
        params: articleIdParamsSchema,
        body: updateArticleSchema,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (req) => {
      admin(req);
      return { data: await service.update(req.params.id, req.body) };
    },
  );

  app.delete(
    "/admin/articles/:id",
    {
      config: { access },
      schema: { ...doc("Admin: delete an article and its cover files (204)"), params: articleIdParamsSchema },
    },
    async (req, reply) => {
      admin(req);
      await service.remove(req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    "/admin/articles/:id/cover",
    {
      config: { access, allowForm: true },
      schema: {
        ...doc("Admin: upload the cover (multipart field `cover`; replaces the old one)"),
        params: articleIdParamsSchema,
        response: { 200: adminArticleResponseSchema },
      },
    },
    async (req) => {
      const user = admin(req);
      await service.adminView(req.params.id); // 404 before reading the upload
      await consumePerUser(app.rateLimiter, "imageUpload", user.id);
      if (!req.isMultipart())
        throw errors.validation(
          "cover",
          /*i18n*/ { id: "error.upload_multipart", message: "Send the image as multipart/form-data." },
        );
      const file = await req.file();
      if (file?.fieldname !== "cover")
        throw errors.validation(
          "cover",
          /*i18n*/ { id: "error.upload_cover", message: "Choose an image for the cover." },
        );
      return { data: await service.uploadCover(req.params.id, await uploadedBytes(file)) };
    },
  );
};
