import {
  adminClassRequestResponseSchema,
  adminClassRequestsQuerySchema,
  adminClassRequestsResponseSchema,
  classRequestIdParamsSchema,
  mergeClassRequestSchema,
  reviewClassRequestSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { sessionSecurity } from "../../platform/openapi.ts";
import type { createClassRequestReviewService } from "./class-request-review.service.ts";
import { classRequestsPolicy, classRequestsAccess as policy } from "./class-requests.policy.ts";
import { presentAdminClassRequestPage } from "./class-requests.presenter.ts";

export type ClassRequestReviewService = ReturnType<typeof createClassRequestReviewService>;

/** OpenAPI fields shared by these routes: all need an admin. */
const doc = (summary: string) => ({ tags: ["Class requests"], summary, security: sessionSecurity });

/** /admin/class-requests: the queue, reviews and merges. */
export const adminClassRequestsRoutes: FastifyPluginAsyncZod<{ review: ClassRequestReviewService }> = async (
  app,
  { review },
) => {
  app.get(
    "/admin/class-requests",
    {
      config: { access: policy.adminList },
      schema: {
        ...doc("Admin: the class request queue"),
        querystring: adminClassRequestsQuerySchema,
        response: { 200: adminClassRequestsResponseSchema },
      },
    },
    async (req) => {
      const admin = classRequestsPolicy.authorize(req.user, "adminList");
      return presentAdminClassRequestPage(await review.queue(admin, req.query), admin);
    },
  );

  app.post(
    "/admin/class-requests/:id/review",
    {
      config: { access: policy.review },
      schema: {
        ...doc("Admin: approve, reject or fulfil a class request (fulfilled needs class_id)"),
        params: classRequestIdParamsSchema,
        body: reviewClassRequestSchema,
        response: { 200: adminClassRequestResponseSchema },
      },
    },
    async (req) => ({
      data: await review.review(classRequestsPolicy.authorize(req.user, "review"), req.params.id, req.body),
    }),
  );

  app.post(
    "/admin/class-requests/:id/merge",
    {
      config: { access: policy.merge },
      schema: {
        ...doc("Admin: merge a class request into another (votes move over)"),
        params: classRequestIdParamsSchema,
        body: mergeClassRequestSchema,
        response: { 200: adminClassRequestResponseSchema },
      },
    },
    async (req) => ({
      data: await review.merge(classRequestsPolicy.authorize(req.user, "merge"), req.params.id, req.body.into_id),
    }),
  );
};
