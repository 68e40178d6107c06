import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const verificationLinkMinutes = 60;

/** Hash of the address the link was made for: changing the email invalidates old links. */
export function emailHash(email: string): string {
  return createHash("sha256").update(email.toLowerCase()).digest("hex");
}

function signature(appKey: string, id: number, hash: string, expires: number): string {
  return createHmac("sha256", appKey).update(`verify-email|${id}|${hash}|${expires}`).digest("hex");
}

/** `${APP_URL}/verify-email?id=&hash=&expires=&signature=`, valid for 60 minutes. */
export function verificationUrl(
  appUrl: string,
  appKey: string,
  user: { id: number; email: string },
  now: Date,
): string {
  const expires = Math.floor(now.getTime() / 1000) + verificationLinkMinutes * 60;
  const hash = emailHash(user.email);
  const q = new URLSearchParams({
    id: String(user.id),
    hash,
    expires: String(expires),
    signature: signature(appKey, user.id, hash, expires),
  });
  return `${appUrl}/verify-email?${q}`;
}

export type LinkCheck = "valid" | "invalid" | "expired";

/** Checks the signature first (constant time), then the expiry. */
export function checkVerificationLink(
  appKey: string,
  link: { id: number; hash: string; expires: number; signature: string },
  now: Date,
): LinkCheck {
  const expected = Buffer.from(signature(appKey, link.id, link.hash, link.expires));
  const given = Buffer.from(link.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return "invalid";
  return link.expires * 1000 < now.getTime() ? "expired" : "valid";
}
