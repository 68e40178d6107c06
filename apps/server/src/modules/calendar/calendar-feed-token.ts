import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The secret of a calendar feed's URL: `{userId}.{version}.{mac}`, the mac an HMAC-SHA256 of both
 * under APP_KEY (128 bits kept). Nothing secret is stored; a new version makes every older URL
 * name a version that is no longer the feed's, and turning the feed off refuses them all.
 */
function mac(appKey: string, userId: number, version: number): string {
  return createHmac("sha256", appKey)
    .update(`guildforge.calendar-feed.v1|${userId}|${version}`)
    .digest("base64url")
    .slice(0, 22);
}

export const signCalendarFeed = (appKey: string, userId: number, version: number) =>
  `${userId}.${version}.${mac(appKey, userId, version)}`;

const positive = /^[1-9][0-9]{0,15}$/;

/** The user and version a token names when its signature holds (constant-time), else null. */
export function checkCalendarFeed(appKey: string, token: string): { userId: number; version: number } | null {
  const parts = token.split(".");
  if (parts.length !== 3) return null;
  const [u, v, given] = parts as [string, string, string];
  if (!positive.test(u) || !positive.test(v)) return null;
  const userId = Number(u);
  const version = Number(v);
  if (!Number.isSafeInteger(userId) || version > 2_147_483_647) return null;
  const expected = Buffer.from(mac(appKey, userId, version));
  const got = Buffer.from(given);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return null;
  return { userId, version };
}
