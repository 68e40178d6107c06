import { createHash, createHmac, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe. Only its hash is stored. */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

export function hashInvitationToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * The token of the invitation an inviter creates with this Idempotency-Key: 256 bits from an HMAC
 * under APP_KEY, so a retried create finds the same invitation again (by its hash) and can answer
 * with the same link, while the token itself is still never stored (decision 057).
 */
export function invitationTokenFor(appKey: string, inviterId: number, idempotencyKey: string): string {
  return createHmac("sha256", appKey)
    .update(`instructor-invitation:${inviterId}:${idempotencyKey}`)
    .digest("base64url");
}
