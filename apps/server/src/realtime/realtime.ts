import { encodeBinding, sessionTag } from "./session-binding.ts";
import type { AppCredentials } from "./signing.ts";
import { signBoundChannel, signChannel } from "./signing.ts";

/** A session that is ending: its user and its ids (the current one, and the one before a rotation). */
export interface EndingSession {
  userId: number;
  ids: string[];
}

/** Who asks for a private channel: the signed-in user and the session the request came with. */
export interface ChannelRequester {
  userId: number;
  sessionId: string;
}

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
  /**
   * The private-channel auth string for this socket; the caller has checked the user may listen.
   * With `requester` the embedded server binds the subscription to that session (decision 505).
   */
  authorizeChannel(socketId: string, channelName: string, requester?: ChannelRequester): { auth: string };
  /**
   * These sessions are ending: their private subscriptions are dropped on every instance (the
   * embedded driver; the pusher driver cannot, see decision 505). Call it before the commit that
   * deletes them, so no event published after that commit reaches them.
   */
  endSessions(sessions: EndingSession[]): Promise<void>;
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
  return (socketId: string, channelName: string, _requester?: ChannelRequester) => ({
    auth: signChannel(app, socketId, channelName),
  });
}

/** The embedded server's signing: bound to the requesting session when there is one. */
export function boundChannelAuthorizer(app: AppCredentials) {
  return (socketId: string, channelName: string, requester?: ChannelRequester) => {
    if (!requester) return { auth: signChannel(app, socketId, channelName) };
    const binding = encodeBinding({ userId: requester.userId, tag: sessionTag(app.secret, requester.sessionId) });
    return { auth: signBoundChannel(app, socketId, channelName, binding) };
  };
}
