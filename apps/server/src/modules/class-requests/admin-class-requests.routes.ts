import {
  adminClassRequestResponseSchema,
  adminClassRequestsQuerySchema,
  adminClassRequestsResponseSchema,
  classRequestIdParamsSchema,
  mergeClassRequestSchema,
  reviewClassRequestSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { createClassRequestReviewService } from "./class-request-review.service.ts";
import { enforce, guard, classRequestsPolicy as policy } from "./class-requests.policy.ts";

export type ClassRequestReviewService = ReturnType<typeof createClassRequestReviewService>;

/** /admin/class-requests: the queue, reviews and merges. */
export const adminClassRequestsRoutes: FastifyPluginAsyncZod<{ review: ClassRequestReviewService }> = async (
  app,
  { review },
) => {
  app.get(
    "/admin/class-requests",
    {
      preValidation: guard(policy.adminList),
      schema: { querystring: adminClassRequestsQuerySchema, response: { 200: adminClassRequestsResponseSchema } },
    },
    async (req) => review.queue(enforce(req, policy.adminList), req.query),
  );

  app.post(
    "/admin/class-requests/:id/review",
    {
      preValidation: guard(policy.review),
      schema: {
        params: classRequestIdParamsSchema,
        body: reviewClassRequestSchema,
        response: { 200: adminClassRequestResponseSchema },
      },
    },
    async (req) => ({ data: await review.review(enforce(req, policy.review), req.params.id, req.body) }),
  );

  app.post(
    "/admin/class-requests/:id/merge",
    {
      preValidation: guard(policy.merge),
      schema: {
        params: classRequestIdParamsSchema,
        body: mergeClassRequestSchema,
        response: { 200: adminClassRequestResponseSchema },
      },
    },
    async (req) => ({ data: await review.merge(enforce(req, policy.merge), req.params.id, req.body.into_id) }),
  );
};
