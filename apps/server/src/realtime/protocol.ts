import { randomInt } from "node:crypto";

/** Seconds the client may stay silent before it pings (sent in connection_established). */
export const defaultActivityTimeoutSeconds = 30;
/** How long a pinged socket has to answer before it is closed with 4201. */
export const defaultPongTimeoutMs = 30_000;
/** A socket whose unsent data grows past this is too slow to keep: closed with 4100. */
export const maxBufferedBytes = 1024 * 1024;
/** Largest frame a client may send (a subscribe with its auth is far below this). */
export const maxClientFrameBytes = 16 * 1024;
/** Channels one socket may hold at once. */
export const maxChannelsPerSocket = 100;

/** A frame as it travels on the wire: server `data` is a JSON-encoded string (or an object for errors). */
export interface Frame {
  event: string;
  channel?: string;
  data?: unknown;
}

/** `123456789.987654321`: two random integers, as Pusher and soketi hand out. */
export function generateSocketId(): string {
  return `${randomInt(1, 2 ** 31)}.${randomInt(1, 2 ** 31)}`;
}

/** Serialises a server frame. `data` that is not already a string is JSON-encoded, as Pusher does. */
export function encodeFrame(event: string, data: unknown, channel?: string): string {
  const frame: Frame = { event };
  if (channel !== undefined) frame.channel = channel;
  frame.data = typeof data === "string" ? data : JSON.stringify(data ?? {});
  return JSON.stringify(frame);
}

/** `pusher:error` keeps its data as an object (pusher-js reads `data.code` and `data.message`). */
export function encodeError(code: number | null, message: string): string {
  return JSON.stringify({ event: "pusher:error", data: { code, message } });
}

/** `pusher:subscription_error {type, error, status}` for one channel. */
export function encodeSubscriptionError(channel: string, type: string, error: string, status: number): string {
  return JSON.stringify({ event: "pusher:subscription_error", channel, data: { type, error, status } });
}

/**
 * Parses a client frame. Clients may send `data` as an object or as a JSON string; both are
 * normalised to an object. Returns null for anything that is not a frame.
 */
export function decodeClientFrame(
  raw: string,
): { event: string; channel?: string; data: Record<string, unknown> } | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof parsed !== "object" || parsed === null) return null;
  const { event, channel, data } = parsed as Frame;
  if (typeof event !== "string" || event.length === 0 || event.length > 200) return null;
  let body: unknown = data ?? {};
  if (typeof body === "string") {
    try {
      body = body === "" ? {} : JSON.parse(body);
    } catch {
      body = {};
    }
  }
  return {
    event,
    channel: typeof channel === "string" ? channel : undefined,
    data: typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {},
  };
}

export type ChannelKind = "public" | "private" | "unsupported";

/** Presence and encrypted channels are not served (nothing in the product needs them). */
export function channelKind(channel: string): ChannelKind {
  if (channel.startsWith("presence-") || channel.startsWith("private-encrypted-")) return "unsupported";
  if (channel.startsWith("private-")) return "private";
  return "public";
}

export function isClientEvent(event: string): boolean {
  return event.startsWith("client-");
}
