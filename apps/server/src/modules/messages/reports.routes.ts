import {
  createReportSchema,
  idParamSchema,
  myReportResponseSchema,
  reportDecisionSchema,
  reportResponseSchema,
  reportsQuerySchema,
  reportsResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { messagesAccess as policy } from "./messages.policy.ts";
import { presentReportQueue } from "./messages.presenter.ts";
import type { ReportsService } from "./reports.service.ts";

const doc = (summary: string) => ({ tags: ["Messages"], summary, security: sessionSecurity });
const params = z.object({ id: idParamSchema() });

/** Reports and the admins' moderation queue (decisions 265, 503). */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    "/reports",
    {
      config: { access: policy.report },
      schema: {
        ...doc(
          "Report `{ message_id }` (against its author, never oneself) or `{ conversation_id, reported_user_id? }` (against the other person) with a `reason`; the answer carries no email; 10 a day",
        ),
        body: createReportSchema,
        response: { 201: myReportResponseSchema },
      },
    },
    async (req, reply) => {
      const user = signedInUser(req);
      await consumePerUser(app.rateLimiter, "reportCreate", user.id);
      const id = await reports.create(user, req.body);
      return reply.status(201).send({ data: await reports.findMine(user, id) });
    },
  );

  app.get(
    "/reports/:id",
    {
      config: { access: policy.report },
      schema: {
        ...doc("One's own report: whom it names and whether it is still open; 404 for anyone else's"),
        params,
        response: { 200: myReportResponseSchema },
      },
    },
    async (req) => ({ data: await reports.findMine(signedInUser(req), req.params.id) }),
  );

  app.get(
    "/admin/reports",
    {
      config: { access: policy.moderate },
      schema: {
        ...doc("Admin: the moderation queue"),
        querystring: reportsQuerySchema,
        response: { 200: reportsResponseSchema },
      },
    },
    async (req) => presentReportQueue(await reports.queue(req.query)),
  );

  app.get(
    "/admin/reports/:id",
    {
      config: { access: policy.moderate },
      schema: {
        ...doc("Admin: one report with its people and the reported messages"),
        params,
        response: { 200: reportResponseSchema },
      },
    },
    async (req) => ({ data: await reports.find(req.params.id) }),
  );

  app.post(
    "/admin/reports/:id/decision",
    {
      config: { access: policy.moderate },
      schema: {
        ...doc("Admin: dismiss, warn (emails the reported user) or suspend the reported user"),
        params,
        body: reportDecisionSchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (req) => ({ data: await reports.decide(signedInUser(req), req.params.id, req.body) }),
  );
};
