import {
  broadcastingAuthRequestSchema,
  broadcastingAuthResponseSchema,
  realtimeClientConfigSchema,
} from "@guildforge/contracts";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireUser } from "../platform/auth-context.ts";
import { errors } from "../platform/errors.ts";
import { mayListen } from "./channel-policy.ts";

/**
 * `POST /api/broadcasting/auth` (SPEC s7): signs the private channel for the signed-in user's
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
      config: { allowForm: true },
      schema: { body: broadcastingAuthRequestSchema, response: { 200: broadcastingAuthResponseSchema } },
    },
    async (req) => {
      const user = requireUser(req);
      const { socket_id, channel_name } = req.body;
      if (!mayListen(user, channel_name)) throw errors.forbidden("You may not listen on this channel.");
      return app.realtime.authorizeChannel(socket_id, channel_name);
    },
  );

  app.get("/realtime/config", { schema: { response: { 200: realtimeClientConfigSchema } } }, async () => {
    return app.deps.config.realtime.client;
  });
};
