import {
  adminFeedbackListResponseSchema,
  adminFeedbackQuerySchema,
  feedbackIdParamsSchema,
  feedbackItemResponseSchema,
  replyFeedbackSchema,
  updateFeedbackStatusSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../../platform/errors.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { serveObject } from "../../platform/storage/serve-object.ts";
import { privateUploadCacheControl } from "../../platform/storage/upload-headers.ts";
import { feedbackAccess as policy } from "./feedback.policy.ts";
import { presentFeedbackPage } from "./feedback.presenter.ts";
import { type FeedbackService, noScreenshot } from "./feedback.service.ts";

const doc = (summary: string) => ({ tags: ["Feedback"], summary, security: sessionSecurity });

/** /admin/feedback: the inbox of bug reports, feature requests and contact messages. */
export const adminFeedbackRoutes: FastifyPluginAsyncZod<{ service: FeedbackService }> = async (app, { service }) => {
  app.get(
    "/admin/feedback",
    {
      config: { access: policy.inbox },
      schema: {
        ...doc("Admin: feedback inbox, newest first (filter by kind and status; cursor)"),
        querystring: adminFeedbackQuerySchema,
        response: { 200: adminFeedbackListResponseSchema },
      },
    },
    async (req) => presentFeedbackPage(await service.inbox(req.user, req.query)),
  );

  app.get(
    "/admin/feedback/:id",
    {
      config: { access: policy.inbox },
      schema: {
        ...doc("Admin: one feedback item with its screenshot, annotations and replies"),
        params: feedbackIdParamsSchema,
        response: { 200: feedbackItemResponseSchema },
      },
    },
    async (req) => ({ data: await service.view(req.user, req.params.id) }),
  );

  app.get(
    "/admin/feedback/:id/screenshot",
    {
      config: { access: policy.inbox },
      schema: {
        ...doc("Admin: a bug report's screenshot (PNG), private to admins (decision 380)"),
        params: feedbackIdParamsSchema,
      },
    },
    async (req, reply) => {
      const key = await service.screenshotKey(req.user, req.params.id);
      return serveObject(req, reply, app.storage, key, {
        cacheControl: privateUploadCacheControl,
        missing: () => {
          throw errors.notFound(noScreenshot);
        },
      });
    },
  );

  app.patch(
    "/admin/feedback/:id",
    {
      config: { access: policy.triage },
      schema: {
        ...doc("Admin: set a feedback item's status (new, triaged, done)"),
        params: feedbackIdParamsSchema,
        body: updateFeedbackStatusSchema,
        response: { 200: feedbackItemResponseSchema },
      },
    },
    async (req) => ({ data: await service.setStatus(req.user, req.params.id, req.body.status) }),
  );

  app.post(
    "/admin/feedback/:id/reply",
    {
      config: { access: policy.reply },
      schema: {
        ...doc("Admin: reply to the sender by email (409 when they left no address)"),
        params: feedbackIdParamsSchema,
        body: replyFeedbackSchema,
        response: { 200: feedbackItemResponseSchema },
      },
    },
    async (req) => ({ data: await service.reply(req.user, req.params.id, req.body.message) }),
  );
};
