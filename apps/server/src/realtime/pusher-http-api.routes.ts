import {
  type PusherBatchBody,
  type PusherEventBody,
  pusherAppParamsSchema,
  pusherBatchBodySchema,
  pusherBatchResponseSchema,
  pusherEventBodySchema,
  pusherEventDataMaxBytes,
  pusherEventResponseSchema,
} from "@guildforge/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { errors } from "../platform/errors.ts";
import { pusherSignatureSecurity } from "../platform/openapi.ts";
import type { Realtime } from "./realtime.ts";
import { type AppCredentials, verifyHttpRequest } from "./signing.ts";

interface Options {
  app: AppCredentials;
  realtime: () => Realtime;
}

/** The signature covers the exact bytes sent, so the body is kept as text until it is verified. */
function authenticate(req: FastifyRequest, app: AppCredentials) {
  const { appId } = req.params as { appId: string };
  if (appId !== app.appId) throw errors.notFound(`Unknown app id ${appId.slice(0, 64)}.`);
  const query: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(req.url.split("?")[1] ?? "")) query[k] = v;
  const body = typeof req.body === "string" ? req.body : "";
  const failure = verifyHttpRequest(app, { method: req.method, path: req.url.split("?")[0] ?? "", query, body });
  if (failure) throw errors.unauthenticated(`Invalid request signature (${failure}).`);
  return body;
}

function parse<T>(schema: z.ZodType<T>, body: string): T {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    throw errors.badRequest("The request body is not valid JSON.");
  }
  const result = schema.safeParse(json);
  if (!result.success) throw errors.badRequest(result.error.issues[0]?.message ?? "Invalid event.");
  return result.data;
}

/** OpenAPI fields: the body stays raw text (signed bytes), so it is described, not validated here. */
function doc(summary: string, description: string, response: z.ZodType) {
  return {
    tags: ["Realtime"],
    summary,
    description,
    security: pusherSignatureSecurity,
    params: pusherAppParamsSchema,
    response: { 200: response },
  };
}

function checkSize(data: string) {
  if (Buffer.byteLength(data) > pusherEventDataMaxBytes) throw errors.payloadTooLarge();
}

/**
 * Pusher's HTTP publish API on our own server (`POST /apps/{id}/events` and `/batch_events`),
 * signed with the app secret: any `pusher` server SDK can publish to us.
 */
export async function pusherHttpApiRoutes(api: FastifyInstance, options: Options) {
  api.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => done(null, body));

  api.post(
    "/apps/:appId/events",
    {
      config: { access: "public" },
      bodyLimit: 64 * 1024,
      schema: doc(
        "Pusher HTTP API: publish one event to channels",
        "Body: `{ name, data, channel | channels, socket_id? }` (data at most 10 KB), verified against the signature before it is parsed.",
        pusherEventResponseSchema,
      ),
    },
    async (req) => {
      const event: PusherEventBody = parse(pusherEventBodySchema, authenticate(req, options.app));
      checkSize(event.data);
      const channels = event.channels ?? (event.channel ? [event.channel] : []);
      const realtime = options.realtime();
      await Promise.all(
        channels.map((channel) =>
          realtime.publish(channel, event.name, event.data, event.socket_id ? { exceptSocketId: event.socket_id } : {}),
        ),
      );
      return {};
    },
  );

  api.post(
    "/apps/:appId/batch_events",
    {
      config: { access: "public" },
      bodyLimit: 256 * 1024,
      schema: doc(
        "Pusher HTTP API: publish a batch of events",
        "Body: `{ batch: [{ name, data, channel, socket_id? }] }` (at most 10 events), verified against the signature before it is parsed.",
        pusherBatchResponseSchema,
      ),
    },
    async (req) => {
      const { batch }: PusherBatchBody = parse(pusherBatchBodySchema, authenticate(req, options.app));
      for (const event of batch) checkSize(event.data);
      const realtime = options.realtime();
      await Promise.all(
        batch.map((e) =>
          realtime.publish(e.channel, e.name, e.data, e.socket_id ? { exceptSocketId: e.socket_id } : {}),
        ),
      );
      return { batch: batch.map(() => ({})) };
    },
  );
}
