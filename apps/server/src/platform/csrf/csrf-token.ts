import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/**
 * An XSRF token is `nonce.mac` where mac = HMAC-SHA256(APP_KEY, "xsrf|" + binding + "|" + nonce).
 * The binding is the session id, or a random pre-session cookie before sign-in, so a token
 * minted for one visitor is worthless for another.
 */
function mac(appKey: string, binding: string, nonce: string): string {
  return createHmac("sha256", appKey).update(`xsrf|${binding}|${nonce}`).digest("base64url");
}

export function createCsrfToken(appKey: string, binding: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${nonce}.${mac(appKey, binding, nonce)}`;
}

export function verifyCsrfToken(appKey: string, binding: string, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const dot = token.indexOf(".");
  if (dot <= 0) return false;
  const expected = Buffer.from(mac(appKey, binding, token.slice(0, dot)));
  const given = Buffer.from(token.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given);
}
