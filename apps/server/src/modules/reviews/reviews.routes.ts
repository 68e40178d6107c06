import {
  createReviewSchema,
  feedbackParamsSchema,
  hideReviewSchema,
  instructorSlugParamsSchema,
  ownReviewResponseSchema,
  parseClassRef,
  reviewClassParamsSchema,
  reviewIdParamsSchema,
  reviewReplySchema,
  reviewSchema,
  reviewsQuerySchema,
  reviewsResponseSchema,
  studentFeedbackResponseSchema,
  studentFeedbackSchema,
  venueIdParamsSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errors } from "../../platform/errors.ts";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import type { ReviewsService } from "./reviews.service.ts";

const tags = ["Reviews"];
const staff = ["instructor", "host", "admin"] as const;

function classIdOf(raw: string): number {
  const id = parseClassRef(raw);
  if (id === null) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
  return id;
}

/** Verified reviews (issue 40 point 5). */
export const reviewsRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (app, { service }) => {
  app.post(
    "/classes/:id/reviews",
    {
      config: { access: "verified" },
      schema: {
        tags,
        summary: `A student marked attended reviews the class, once, from its end for 14 days (403 not there; 409 too early, too late or twice)`,
        security: sessionSecurity,
        params: reviewClassParamsSchema,
        body: createReviewSchema,
        response: { 201: ownReviewResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await service.create(signedInUser(req), classIdOf(req.params.id), req.body);
      return reply.status(201).send({ data });
    },
  );

  app.get(
    "/classes/:id/reviews",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "A class's published reviews, newest first, with the average, count and 5-to-1 star distribution",
        params: reviewClassParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema },
      },
    },
    async (req) => service.forClass(classIdOf(req.params.id), req.query, req.user ?? null),
  );

  app.get(
    "/instructors/:slug/reviews",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The published reviews of every class an instructor taught, newest first, with their summary",
        params: instructorSlugParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema },
      },
    },
    async (req) => service.forInstructor(req.params.slug, req.query, req.user ?? null),
  );

  app.get(
    "/venues/:id/reviews",
    {
      config: { access: "public" },
      schema: {
        tags,
        summary: "The published reviews of the classes held at a forge, newest first, with their summary",
        params: venueIdParamsSchema,
        querystring: reviewsQuerySchema,
        response: { 200: reviewsResponseSchema },
      },
    },
    async (req) => service.forVenue(req.params.id, req.query, req.user ?? null),
  );

  app.post(
    "/manage/classes/:id/feedback/:studentId",
    {
      config: { access: staff },
      schema: {
        tags,
        summary:
          "The class's instructor: private feedback to a student who attended, once, within the review window; publishes their review if it is in",
        security: sessionSecurity,
        params: feedbackParamsSchema,
        body: studentFeedbackSchema,
        response: { 201: studentFeedbackResponseSchema },
      },
    },
    async (req, reply) => {
      const data = await service.feedback(signedInUser(req), req.params.id, req.params.studentId, req.body.text);
      return reply.status(201).send({ data });
    },
  );

  app.post(
    "/reviews/:id/reply",
    {
      config: { access: staff },
      schema: {
        tags,
        summary: "The class's instructor replies publicly to a published review, once",
        security: sessionSecurity,
        params: reviewIdParamsSchema,
        body: reviewReplySchema,
        response: { 200: z.object({ data: reviewSchema }) },
      },
    },
    async (req) => ({ data: await service.reply(signedInUser(req), req.params.id, req.body.text) }),
  );

  app.post(
    "/admin/reviews/:id/hide",
    {
      config: { access: ["admin"] },
      schema: {
        tags,
        summary: "Admin: hide a review with a reason (it leaves every page and summary)",
        security: sessionSecurity,
        params: reviewIdParamsSchema,
        body: hideReviewSchema,
        response: { 200: ownReviewResponseSchema },
      },
    },
    async (req) => ({ data: await service.hide(signedInUser(req), req.params.id, req.body.reason) }),
  );
};
