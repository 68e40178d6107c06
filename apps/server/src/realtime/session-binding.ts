import { createHmac } from "node:crypto";
import type { Db } from "../db/client.ts";
import { findSessionsOfUsers } from "../platform/sessions/session.repository.ts";
import { isSessionExpired } from "../platform/sessions/session-timeouts.ts";

/**
 * Which session authorised a private subscription (decision 505). The broadcasting auth binds its
 * signature to `{userId}.{tag}.{expires}`: the tag names the session without revealing its id
 * (an HMAC of the stored id under the app secret), and the signature is refused after `expires`
 * (Unix seconds), so an old auth string cannot be replayed once the server forgot an ended session.
 */
export interface SessionBinding {
  userId: number;
  tag: string;
}

/** How long a bound signature may be used to subscribe (pusher-js signs right before it subscribes). */
export const bindingLifetimeSeconds = 60;
/**
 * How long a socket server remembers an ended session and refuses subscriptions bound to it: longer
 * than a signature lives, so a signature issued before the session ended can never be used after.
 */
export const endedSessionMemoryMs = 2 * bindingLifetimeSeconds * 1000;

/** The session's tag: 22 base64url characters (128 bits) of HMAC-SHA256(secret, id). */
export function sessionTag(secret: string, sessionId: string): string {
  return createHmac("sha256", secret).update(`guildforge-session:${sessionId}`).digest("base64url").slice(0, 22);
}

export function encodeBinding(b: SessionBinding, nowMs: number = Date.now()): string {
  return `${b.userId}.${b.tag}.${Math.floor(nowMs / 1000) + bindingLifetimeSeconds}`;
}

/** The binding, or null when it is malformed or expired at `nowMs`. */
export function decodeBinding(s: string, nowMs: number = Date.now()): SessionBinding | null {
  const m = /^(\d{1,15})\.([A-Za-z0-9_-]{22})\.(\d{1,12})$/.exec(s);
  if (!m) return null;
  if (Number(m[3]) * 1000 < nowMs) return null;
  return { userId: Number(m[1]), tag: m[2] as string };
}

/**
 * Which bound sessions are still live: every asked tag maps to the tag its session has now (a
 * role change gives the session a new id, hence a new tag), or to null once it has ended
 * (logged out, deleted, expired, or its user suspended).
 */
export type SessionLiveness = (bindings: SessionBinding[]) => Promise<Map<string, string | null>>;

/**
 * SessionLiveness from the sessions table: one query for all the asked users' sessions, then a
 * session is live when it exists (under its id or its pre-rotation id), has not passed its idle or
 * absolute timeout at `now()` and its user is not suspended.
 */
export function databaseSessionLiveness(db: Db, secret: string, now: () => Date): SessionLiveness {
  const tags = new Map<string, string>(); // session id -> tag; HMACs are cached, ids never change
  const tagOf = (id: string) => {
    let tag = tags.get(id);
    if (tag === undefined) {
      if (tags.size >= 50_000) tags.clear();
      tag = sessionTag(secret, id);
      tags.set(id, tag);
    }
    return tag;
  };
  return async (bindings) => {
    const rows = await findSessionsOfUsers(db, [...new Set(bindings.map((b) => b.userId))]);
    const at = now();
    const live = new Map<string, string>();
    for (const r of rows) {
      if (r.suspendedAt !== null || isSessionExpired(r, at)) continue;
      const current = tagOf(r.id);
      live.set(current, current);
      if (r.previousId) live.set(tagOf(r.previousId), current);
    }
    return new Map(bindings.map((b) => [b.tag, live.get(b.tag) ?? null]));
  };
}
