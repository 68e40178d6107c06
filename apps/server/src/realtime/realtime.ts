import type { AppCredentials } from "./signing.ts";
import { signChannel } from "./signing.ts";

export interface PublishOptions {
  /** Skip this socket (the one whose action caused the event). */
  exceptSocketId?: string;
}

/**
 * The one way the rest of the server talks to browsers: `app.realtime.publish(...)`, called by
 * the domain-event dispatcher after the database commit. Route handlers never touch sockets.
 */
export interface Realtime {
  readonly driver: "embedded" | "pusher";
  /** Sends `event` with `data` (JSON-encoded unless already a string) to every socket on `channel`. */
  publish(channel: string, event: string, data: unknown, options?: PublishOptions): Promise<void>;
  /** The private-channel auth string for this socket; the caller has checked the user may listen. */
  authorizeChannel(socketId: string, channelName: string): { auth: string };
  /** This instance's open sockets and subscribed channels (embedded driver only). */
  stats?(): { sockets: number; channels: number };
  close(): Promise<void>;
}

/** Pusher's own rule: a payload that is already a string is sent as it is. */
export function encodeData(data: unknown): string {
  return typeof data === "string" ? data : JSON.stringify(data);
}

/** Signing shared by both drivers: the same key and secret as the server that verifies it. */
export function channelAuthorizer(app: AppCredentials) {
  return (socketId: string, channelName: string) => ({ auth: signChannel(app, socketId, channelName) });
}
