import {
  createReportSchema,
  idParamSchema,
  reportDecisionSchema,
  reportResponseSchema,
  reportsQuerySchema,
  reportsResponseSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { signedInUser } from "../../platform/kernel/route-access.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { messagesAccess as policy } from "./messages.policy.ts";
import type { ReportsService } from "./reports.service.ts";

const doc = (summary: string) => ({ tags: ["Messages"], summary, security: sessionSecurity });
const params = z.object({ id: idParamSchema() });

/** Reports and the admins' moderation queue. */
export const reportsRoutes: FastifyPluginAsyncZod<{ reports: ReportsService }> = async (app, { reports }) => {
  app.post(
    "/reports",
    {
      config: { access: policy.report },
      schema: {
        ...doc("Report a message or conversation to the admins"),
        body: createReportSchema,
        response: { 201: reportResponseSchema },
      },
    },
    async (req, reply) => {
      const id = await reports.create(signedInUser(req), req.body);
      return reply.status(201).send({ data: await reports.find(id) });
    },
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
    async (req) => reports.queue(req.query),
  );

  app.post(
    "/admin/reports/:id/decision",
    {
      config: { access: policy.moderate },
      schema: {
        ...doc("Admin: dismiss, warn (emails the sender) or suspend the sender"),
        params,
        body: reportDecisionSchema,
        response: { 200: reportResponseSchema },
      },
    },
    async (req) => ({ data: await reports.decide(signedInUser(req), req.params.id, req.body) }),
  );
};
