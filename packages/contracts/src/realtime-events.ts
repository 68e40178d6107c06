import { z } from "zod";
import { classRequestStatusSchema } from "./class-requests.ts";
import { chatMessageSchema, messageReadEventSchema } from "./conversations.ts";
import { notificationSchema } from "./notifications.ts";

/**
 * The typed real-time event map (docs/product.md#entities, #roles, #calls): channel -> event name -> payload schema.
 * Declared once here, used by the server's publisher and the browser's listeners.
 */

/** docs/product.md#entities Class-created event, on the public `new-classes` channel. */
export const classCreatedEventSchema = z.object({
  title: z.string(),
  instructor: z.string(),
  price: z.union([z.number(), z.string()]).nullable(),
  url: z.string(),
  /** The author's user id: their own browser says "Published" instead of announcing it to them (issue 21). */
  author_id: z.number().int().optional(),
});
export type ClassCreatedEvent = z.infer<typeof classCreatedEventSchema>;

/** Class request statuses (docs/product.md#states); any other status is still accepted and shown generically. */
export const classRequestStatuses = ["in_review", "approved", "rejected", "fulfilled"] as const;

/** docs/product.md#entities Class-request event, on `private-user.{id}`. */
export const classRequestStatusChangedEventSchema = z.object({
  class_request: z.object({
    id: z.number().int().optional(),
    title: z.string(),
    status: z.string(),
    old_status: z.string().nullable().optional(),
  }),
  reviewed_by: z.string().nullable().optional(),
  message: z.string().nullable().optional(),
  /** Fulfilled: the new class's page. */
  class_url: z.string().optional(),
  /** Merged: the request it went into, and where to see it. */
  merged_into: z.object({ id: z.number().int(), title: z.string(), url: z.string() }).optional(),
});
export type ClassRequestStatusChangedEvent = z.infer<typeof classRequestStatusChangedEventSchema>;

/** A new chat message for the user (DOMAIN.md "Messages"), on the recipient's and the sender's `private-user.{id}`. */
export const messageSentEventSchema = z.object({
  conversation_id: z.number().int(),
  message: chatMessageSchema.extend({ sender: z.object({ id: z.number().int(), name: z.string() }) }),
});
export type MessageSentEvent = z.infer<typeof messageSentEventSchema>;

/**
 * A class's seats changed (apply, accept, withdraw, promote, cancel), on the public `class.{id}`
 * channel; coalesced server-side so a busy class sends at most one every few hundred ms.
 */
export const classSeatsChangedEventSchema = z.object({
  class_id: z.number().int(),
  capacity: z.number().int(),
  seats_taken: z.number().int(),
  seats_left: z.number().int(),
  waitlist_size: z.number().int(),
});
export type ClassSeatsChangedEvent = z.infer<typeof classSeatsChangedEventSchema>;

/**
 * A class request was created, edited or reviewed, on the admins' `private-admin` channel
 * (issue 21): the /admin/class-requests queue follows other people's requests without a reload.
 */
export const classRequestChangedEventSchema = z.object({
  id: z.number().int(),
  status: classRequestStatusSchema,
  change: z.enum(["created", "edited", "reviewed"]),
});
export type ClassRequestChangedEvent = z.infer<typeof classRequestChangedEventSchema>;

export const realtimeEvents = {
  "new-classes": {
    "class.created": classCreatedEventSchema,
    /** A request entered or left the public list (approved, fulfilled, or no longer either; decision 525). */
    "class-request.changed": classRequestChangedEventSchema,
  },
  "class.{id}": {
    "class.seats-changed": classSeatsChangedEventSchema,
  },
  "private-admin": {
    "class-request.changed": classRequestChangedEventSchema,
  },
  "private-user.{id}": {
    "class-request-status-changed": classRequestStatusChangedEventSchema,
    "notification.sent": notificationSchema,
    "message.sent": messageSentEventSchema,
    "message.read": messageReadEventSchema,
  },
} as const;

export type RealtimeChannelPattern = keyof typeof realtimeEvents;
export type RealtimeEventName<C extends RealtimeChannelPattern> = keyof (typeof realtimeEvents)[C] & string;
export type RealtimeEventPayload<C extends RealtimeChannelPattern, E extends RealtimeEventName<C>> =
  (typeof realtimeEvents)[C][E] extends z.ZodType<infer T> ? T : never;

/** Parses a payload for a channel pattern and event; undefined when the event is unknown or malformed. */
export function parseRealtimeEvent<C extends RealtimeChannelPattern, E extends RealtimeEventName<C>>(
  channel: C,
  event: E,
  payload: unknown,
): RealtimeEventPayload<C, E> | undefined {
  const schema = (realtimeEvents[channel] as Record<string, z.ZodType>)[event];
  const result = schema?.safeParse(payload);
  return result?.success ? (result.data as RealtimeEventPayload<C, E>) : undefined;
}
