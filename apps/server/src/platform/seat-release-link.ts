import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The "Can't come? Release my seat" link of the 48-hour reminder (issue 40 point 1):
 * `/seat-release/{applicationId}.{expires}.{mac}`, signed with APP_KEY (HMAC-SHA256, 128 bits
 * kept). `expires` is the session's start (unix seconds): the link names the session by its start
 * and stops working then; a moved session makes old links name no session. Made by the
 * reminders, checked by the applications feature, so it lives here.
 */
export interface SeatReleaseClaims {
  applicationId: number;
}

export type SeatReleaseCheck =
  | { ok: true; claims: SeatReleaseClaims; expiresAt: Date }
  | { ok: false; reason: "invalid" | "expired" };

function mac(appKey: string, applicationId: number, expires: number): string {
  return createHmac("sha256", appKey)
    .update(`guildforge.seat-release.v1|${applicationId}|${expires}`)
    .digest("base64url")
    .slice(0, 22);
}

export function signSeatRelease(appKey: string, claims: SeatReleaseClaims, sessionStartsAt: Date): string {
  const expires = Math.floor(sessionStartsAt.getTime() / 1000);
  return `${claims.applicationId}.${expires}.${mac(appKey, claims.applicationId, expires)}`;
}

export const seatReleaseUrl = (appUrl: string, token: string) => `${appUrl}/seat-release/${token}`;

const positive = /^[1-9][0-9]{0,15}$/;

/** The signature first (constant time), then the expiry. */
export function checkSeatRelease(appKey: string, token: string, now: Date): SeatReleaseCheck {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "invalid" };
  const [a, e, given] = parts as [string, string, string];
  if (!positive.test(a) || !positive.test(e)) return { ok: false, reason: "invalid" };
  const applicationId = Number(a);
  const expires = Number(e);
  const expected = Buffer.from(mac(appKey, applicationId, expires));
  const got = Buffer.from(given);
  if (expected.length !== got.length || !timingSafeEqual(expected, got)) return { ok: false, reason: "invalid" };
  const expiresAt = new Date(expires * 1000);
  if (expiresAt.getTime() <= now.getTime()) return { ok: false, reason: "expired" };
  return { ok: true, claims: { applicationId }, expiresAt };
}
