import {
  createInvitationSchema,
  invitationCreatedResponseSchema,
  invitationResponseSchema,
  invitationTokenParamsSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";
import { requestLanguage } from "../../platform/i18n/request-language.ts";
import { sessionSecurity } from "../../platform/openapi.ts";
import { consumePerUser } from "../../platform/rate-limit/per-user-limits.ts";
import { invitationsPolicy, invitationsAccess as policy } from "./invitations.policy.ts";
import { createInvitationsService } from "./invitations.service.ts";

const tags = ["Invitations"];

/** Instructor invitations: admins and hosts invite, the invitee views and accepts. */
export const invitationsRoutes: FastifyPluginAsyncZod<{
  onRoleGranted?: (tx: Db, userId: number) => Promise<void>;
}> = async (app, opts) => {
  const service = createInvitationsService({
    db: app.deps.database.db,
    events: app.events,
    appUrl: app.deps.config.appUrl,
    appKey: app.deps.config.appKey,
    onRoleGranted: opts.onRoleGranted,
  });

  app.post(
    "/instructor-invitations",
    {
      // The answer holds the invitation link: it must not be kept in idempotent_requests. The
      // service makes a keyed create idempotent itself (decision 057).
      config: { access: policy.create, idempotency: "off" },
      schema: {
        tags,
        summary: "Admin or host: invite someone to teach (201 with the link)",
        security: sessionSecurity,
        body: createInvitationSchema,
        response: { 201: invitationCreatedResponseSchema },
      },
    },
    async (req, reply) => {
      const inviter = invitationsPolicy.authorize(req.user, "create");
      await consumePerUser(app.rateLimiter, "invitationCreate", inviter.id);
      const key = req.idempotencyKey;
      return reply.status(201).send({ data: await service.create(inviter, req.body, key, requestLanguage(req, null)) });
    },
  );

  app.get(
    "/instructor-invitations/:token",
    {
      config: { access: policy.view },
      schema: {
        tags,
        summary: "View an invitation by its token",
        params: invitationTokenParamsSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (req) => ({ data: await service.show(req.params.token) }),
  );

  app.post(
    "/instructor-invitations/:token/accept",
    {
      config: { access: policy.accept },
      schema: {
        tags,
        summary: "Accept an invitation (grants the instructor role)",
        security: sessionSecurity,
        params: invitationTokenParamsSchema,
        response: { 200: invitationResponseSchema },
      },
    },
    async (req) => {
      const user = invitationsPolicy.authorize(req.user, "accept");
      return { data: await service.accept(req.params.token, user) };
    },
  );
};
