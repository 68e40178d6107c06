import {
  broadcastingAuthRequestSchema,
  broadcastingAuthResponseSchema,
  realtimeClientConfigSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errors } from "../platform/errors.ts";
import { signedInUser } from "../platform/kernel/route-access.ts";
import { sessionSecurity } from "../platform/openapi.ts";
import { mayListen } from "./channel-policy.ts";

/**
 * `POST /api/broadcasting/auth` (docs/product.md#calls): signs the private channel for the signed-in user's
 * socket. JSON or form body (pusher-js's built-in authoriser posts a form).
 * `GET /api/realtime/config`: what the browser needs to connect.
 */
export const broadcastingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser("application/x-www-form-urlencoded", { parseAs: "string" }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(body as string)));
  });

  app.post(
    "/broadcasting/auth",
    {
      config: { access: "signed-in", allowForm: true },
      schema: {
        tags: ["Realtime"],
        summary: "Sign a private channel subscription for the signed-in user's socket (403 if not allowed)",
        security: sessionSecurity,
        body: broadcastingAuthRequestSchema,
        response: { 200: broadcastingAuthResponseSchema },
      },
    },
    async (req) => {
      const user = signedInUser(req);
      const { socket_id, channel_name } = req.body;
      if (!mayListen(user, channel_name)) throw errors.forbidden("You may not listen on this channel.");
      // Bound to this session: when it ends, the subscription ends too (decision 505).
      return app.realtime.authorizeChannel(socket_id, channel_name, { userId: user.id, sessionId: user.sessionId });
    },
  );

  app.get(
    "/realtime/config",
    {
      config: { access: "public" },
      schema: {
        tags: ["Realtime"],
        summary: "What the browser needs to connect (enabled, key, host, port, scheme)",
        response: { 200: realtimeClientConfigSchema },
      },
    },
    async () => app.deps.config.realtime.client,
  );
};
