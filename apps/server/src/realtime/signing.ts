import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export interface AppCredentials {
  appId: string;
  key: string;
  secret: string;
}

function hmacHex(secret: string, data: string): string {
  return createHmac("sha256", secret).update(data).digest("hex");
}

/** Constant-time string comparison (lengths leak, contents do not). */
export function safeEqual(a: string, b: string): boolean {
  const ab = Buffer.from(a);
  const bb = Buffer.from(b);
  return ab.length === bb.length && timingSafeEqual(ab, bb);
}

/** Private channel auth string: `key:hex(HMAC-SHA256(secret, socket_id:channel_name))`. */
export function signChannel(app: AppCredentials, socketId: string, channelName: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channelName}`)}`;
}

/** True when `auth` was produced by signChannel for this socket and channel. */
export function verifyChannelAuth(app: AppCredentials, socketId: string, channelName: string, auth: unknown): boolean {
  return typeof auth === "string" && safeEqual(auth, signChannel(app, socketId, channelName));
}

/**
 * Private channel auth bound to the session that asked for it (embedded server, decision 505):
 * `key:hex(HMAC-SHA256(secret, socket_id:channel_name:binding)):binding`. The binding is signed
 * with the rest, so it can be neither removed nor swapped. pusher-js echoes `auth` unread.
 */
export function signBoundChannel(app: AppCredentials, socketId: string, channelName: string, binding: string): string {
  return `${app.key}:${hmacHex(app.secret, `${socketId}:${channelName}:${binding}`)}:${binding}`;
}

/**
 * Checks a private channel's `auth`: null when it is not a valid signature for this socket and
 * channel; else the session binding it carries (null for a plain, unbound Pusher signature).
 */
export function readChannelAuth(
  app: AppCredentials,
  socketId: string,
  channelName: string,
  auth: unknown,
): { binding: string | null } | null {
  if (typeof auth !== "string") return null;
  if (verifyChannelAuth(app, socketId, channelName, auth)) return { binding: null };
  const cut = auth.lastIndexOf(":");
  if (cut <= 0) return null;
  const binding = auth.slice(cut + 1);
  if (binding === "" || !safeEqual(auth, signBoundChannel(app, socketId, channelName, binding))) return null;
  return { binding };
}

export function md5Hex(body: string | Buffer): string {
  return createHash("md5").update(body).digest("hex");
}

/** The string Pusher's HTTP API signs: `METHOD\n/path\nsorted key=value&...` (without auth_signature). */
export function httpSigningString(method: string, path: string, query: Record<string, string>): string {
  const sorted = Object.keys(query)
    .filter((k) => k !== "auth_signature")
    .sort()
    .map((k) => `${k}=${query[k]}`)
    .join("&");
  return `${method.toUpperCase()}\n${path}\n${sorted}`;
}

export function signHttpRequest(app: AppCredentials, method: string, path: string, query: Record<string, string>) {
  return hmacHex(app.secret, httpSigningString(method, path, query));
}

/** Clock skew allowed between the publisher and us (Pusher's own limit). */
export const httpTimestampToleranceSeconds = 600;

export type HttpAuthFailure =
  | "missing_params"
  | "unknown_key"
  | "bad_version"
  | "stale_timestamp"
  | "bad_body_md5"
  | "bad_signature";

/**
 * Verifies a signed Pusher HTTP API request. `nowSeconds` is injectable so tests need no clock.
 * Returns null when the request is authentic, else the reason it is not.
 */
export function verifyHttpRequest(
  app: AppCredentials,
  request: { method: string; path: string; query: Record<string, string>; body: string },
  nowSeconds: number = Math.floor(Date.now() / 1000),
): HttpAuthFailure | null {
  const { auth_key, auth_timestamp, auth_version, auth_signature, body_md5 } = request.query;
  if (!auth_key || !auth_timestamp || !auth_version || !auth_signature) return "missing_params";
  if (!safeEqual(auth_key, app.key)) return "unknown_key";
  if (auth_version !== "1.0") return "bad_version";
  const ts = Number(auth_timestamp);
  if (!Number.isInteger(ts) || Math.abs(nowSeconds - ts) > httpTimestampToleranceSeconds) return "stale_timestamp";
  if (request.body.length > 0 || body_md5 !== undefined) {
    if (body_md5 === undefined || !safeEqual(body_md5, md5Hex(request.body))) return "bad_body_md5";
  }
  const expected = signHttpRequest(app, request.method, request.path, request.query);
  return safeEqual(auth_signature, expected) ? null : "bad_signature";
}
