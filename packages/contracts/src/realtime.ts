import { z } from "zod";
import type { RealtimeClientConfig } from "./realtime-client-config.ts";
import { safeString, safeText } from "./safe-input.ts";
import { schemaMessage } from "./schema-message.ts";

/**
 * Pusher Channels protocol 7, as served by our own server (REALTIME.md). Protocol-level shapes only;
 * the payload of each application event lives in realtime-events.ts.
 */

/** Channel names: `[A-Za-z0-9_\-=@,.;]`, at most 200 characters (`private-user.42` is valid). */
export const channelNamePattern = /^[A-Za-z0-9_\-=@,.;]{1,200}$/;
export const channelNameMaxLength = 200;
export const channelNameSchema = safeString()
  .max(
    channelNameMaxLength,
    schemaMessage(
      /*i18n*/ {
        id: "validation.realtime.channel_name_longer_than",
        message: "The channel name is longer than 200 characters.",
      },
    ),
  )
  .regex(
    channelNamePattern,
    schemaMessage(
      /*i18n*/ {
        id: "validation.realtime.channel_name_contains_characters",
        message: "The channel name contains characters that are not allowed.",
      },
    ),
  );

/** Socket ids look like `123.456`. */
export const socketIdPattern = /^\d+\.\d+$/;
export const socketIdSchema = safeString()
  .max(64)
  .regex(
    socketIdPattern,
    schemaMessage(/*i18n*/ { id: "validation.realtime.socket_id_not_valid", message: "The socket id is not valid." }),
  );

/** WebSocket close codes and `pusher:error` codes used by the server. */
export const realtimeCloseCodes = {
  /** 4001-4099: the client must not reconnect unchanged. */
  unknownAppKey: 4001,
  unauthorised: 4009,
  /** 4100-4199: reconnect with back-off. */
  overCapacity: 4100,
  /** 4200-4299: reconnect now. */
  shuttingDown: 4200,
  pongTimeout: 4201,
  /** Sent as a pusher:error frame: client events are not allowed on this server. */
  clientEventRejected: 4301,
} as const;

/** POST /api/broadcasting/auth (docs/product.md#calls): JSON or form body. */
export const broadcastingAuthRequestSchema = z.object({
  socket_id: socketIdSchema,
  channel_name: channelNameSchema,
});
export type BroadcastingAuthRequest = z.infer<typeof broadcastingAuthRequestSchema>;
export const broadcastingAuthResponseSchema = z.object({ auth: z.string() });
export type BroadcastingAuthResponse = z.infer<typeof broadcastingAuthResponseSchema>;

/**
 * GET /api/realtime/config: what the browser needs to open the connection. The browser reads it
 * without zod (realtime-client-config.ts: the same shape and type).
 */
export const realtimeClientConfigSchema = z.object({
  /** false: no public key or host configured; the client skips connecting silently (docs/product.md#states). */
  enabled: z.boolean(),
  key: z.string(),
  host: z.string(),
  port: z.number().int(),
  scheme: z.enum(["http", "https"]),
}) satisfies z.ZodType<RealtimeClientConfig>;

/** Pusher HTTP API limits: 10 KB of data per event, at most 100 channels, 10 events per batch. */
export const pusherEventDataMaxBytes = 10 * 1024;
export const pusherEventMaxChannels = 100;
export const pusherBatchMaxEvents = 10;

const eventNameSchema = safeString().min(1).max(200);

/** Body of `POST /apps/{app_id}/events` (Pusher HTTP API). */
export const pusherEventBodySchema = z
  .object({
    name: eventNameSchema,
    data: safeText(),
    channel: channelNameSchema.optional(),
    channels: z.array(channelNameSchema).min(1).max(pusherEventMaxChannels).optional(),
    socket_id: socketIdSchema.optional(),
  })
  .refine((b) => (b.channel === undefined) !== (b.channels === undefined), {
    ...schemaMessage(
      /*i18n*/ { id: "validation.realtime.give_either_channel_channels", message: "Give either channel or channels." },
    ),
  });
export type PusherEventBody = z.infer<typeof pusherEventBodySchema>;

/** Body of `POST /apps/{app_id}/batch_events`. */
export const pusherBatchBodySchema = z.object({
  batch: z
    .array(
      z.object({
        name: eventNameSchema,
        data: safeText(),
        channel: channelNameSchema,
        socket_id: socketIdSchema.optional(),
      }),
    )
    .min(1)
    .max(pusherBatchMaxEvents),
});
export type PusherBatchBody = z.infer<typeof pusherBatchBodySchema>;

/** 200 of `POST /apps/{app_id}/events` (Pusher HTTP API): an empty object. */
export const pusherEventResponseSchema = z.object({});

/** 200 of `POST /apps/{app_id}/batch_events`: one empty object per event. */
export const pusherBatchResponseSchema = z.object({ batch: z.array(z.object({})) });

/** Path of the Pusher HTTP API routes. */
export const pusherAppParamsSchema = z.object({ appId: safeString() });
