import {
  classRequestIdParamsSchema,
  classRequestListQuerySchema,
  classRequestListResponseSchema,
  classRequestResponseSchema,
  classRequestVoteResponseSchema,
  createClassRequestSchema,
  fulfilClassRequestSchema,
  myClassRequestsResponseSchema,
  updateClassRequestSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import type { ClassRequestReviewService } from "./admin-class-requests.routes.ts";
import { classRequestsPolicy, classRequestsAccess as policy } from "./class-requests.policy.ts";
import { presentClassRequestPage } from "./class-requests.presenter.ts";
import type { ClassRequestsService } from "./class-requests.service.ts";

export interface ClassRequestsRoutesOptions {
  service: ClassRequestsService;
  review: ClassRequestReviewService;
}

const tags = ["Class requests"];

/** /request-class, /class-requests and /profile/my-requests. */
export const classRequestsRoutes: FastifyPluginAsyncZod<ClassRequestsRoutesOptions> = async (app, opts) => {
  const { service, review } = opts;

  app.get(
    "/class-requests",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "Approved class requests (plus the viewer's own): sort, theme, location, cursor",
        querystring: classRequestListQuerySchema,
        response: { 200: classRequestListResponseSchema },
      },
    },
    async (req) => presentClassRequestPage(await service.list(req.user, req.query), req.user),
  );

  app.post(
    "/class-requests",
    {
      config: { access: policy.create },
      schema: {
        tags,
        summary: "Request a class (201, starts in review; Idempotency-Key honoured)",
        security: sessionSecurity,
        body: createClassRequestSchema,
        response: { 201: classRequestResponseSchema },
      },
    },
    async (req, reply) => {
      const user = classRequestsPolicy.authorize(req.user, "create");
      await consumePerUser(app.rateLimiter, "classRequestCreate", user.id);
      const data = await service.create(user, req.body, req.idempotencyKey);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    "/class-requests/:id",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "One class request (approved, or the viewer's own)",
        params: classRequestIdParamsSchema,
        response: { 200: classRequestResponseSchema },
      },
    },
    async (req) => ({ data: await service.view(req.params.id, req.user) }),
  );

  app.patch(
    "/class-requests/:id",
    {
      config: { access: policy.edit },
      schema: {
        tags,
        summary: "Requester: edit a class request while in review or rejected",
        security: sessionSecurity,
        params: classRequestIdParamsSchema,
        body: updateClassRequestSchema,
        response: { 200: classRequestResponseSchema },
      },
    },
    async (req) => ({ data: await service.update(signedInUser(req), req.params.id, req.body) }),
  );

  app.get(
    "/user/class-requests",
    {
      config: { access: policy.listOwn },
      schema: {
        tags,
        summary: "The signed-in user's class requests, any status",
        security: sessionSecurity,
        response: { 200: myClassRequestsResponseSchema },
      },
    },
    async (req) => ({ data: await service.mine(classRequestsPolicy.authorize(req.user, "listOwn")) }),
  );

  for (const [method, voted, summary] of [
    ["PUT", true, "Vote for a class request (idempotent; needs a verified email)"],
    ["DELETE", false, "Withdraw the vote (idempotent)"],
  ] as const) {
    app.route({
      method,
      url: "/class-requests/:id/vote",
      config: { access: voted ? policy.vote : policy.unvote },
      schema: {
        tags,
        summary,
        security: sessionSecurity,
        params: classRequestIdParamsSchema,
        response: { 200: classRequestVoteResponseSchema },
      },
      handler: async (req) => ({ data: await service.setVote(signedInUser(req), req.params.id, voted) }),
    });
  }

  app.post(
    "/class-requests/:id/fulfil",
    {
      config: { access: policy.fulfil },
      schema: {
        tags,
        summary: "Instructor or admin: mark a class request fulfilled by a class",
        security: sessionSecurity,
        params: classRequestIdParamsSchema,
        body: fulfilClassRequestSchema,
        response: { 200: classRequestResponseSchema },
      },
    },
    async (req) => {
      const user = classRequestsPolicy.authorize(req.user, "fulfil");
      await review.fulfil(user, req.params.id, req.body.class_id);
      return { data: await service.view(req.params.id, user) };
    },
  );
};
