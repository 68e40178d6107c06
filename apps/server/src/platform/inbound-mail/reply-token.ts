import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * Reply-by-email addresses (issue 17 point 4): `reply+{token}@{MAIL_REPLY_DOMAIN}`. The token
 * carries the conversation, the recipient it was sent to and an expiry, signed with APP_KEY
 * (HMAC-SHA256, truncated to 80 bits). It is lower-case base32, so a mail system that lower-cases
 * (or upper-cases) the local part does not break it. Decision 280.
 */

/** How long a reply address stays valid after the notification that carried it. */
export const replyTokenTtlMs = 30 * 24 * 60 * 60 * 1000;

export interface ReplyTokenClaims {
  conversationId: number;
  userId: number;
}

const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
const payloadBytes = 12; // conversation id, user id, expiry (unix seconds): uint32 each
const macBytes = 10;
const tokenBytes = payloadBytes + macBytes;
/** 22 bytes in base32 without padding. */
export const replyTokenLength = Math.ceil((tokenBytes * 8) / 5);
const maxUint32 = 0xffff_ffff;

function base32(bytes: Buffer): string {
  let out = "";
  let bits = 0;
  let value = 0;
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

/** Decodes lower-case base32; null for a foreign character or non-zero padding bits (one spelling per token). */
function unbase32(text: string): Buffer | null {
  const bytes: number[] = [];
  let bits = 0;
  let value = 0;
  for (const char of text) {
    const digit = alphabet.indexOf(char);
    if (digit < 0) return null;
    value = (value << 5) | digit;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
    value &= (1 << bits) - 1;
  }
  if (value !== 0) return null;
  return Buffer.from(bytes);
}

function mac(appKey: string, payload: Buffer): Buffer {
  return createHmac("sha256", appKey)
    .update("guildforge.reply-token.v1|")
    .update(payload)
    .digest()
    .subarray(0, macBytes);
}

const isUint32Id = (n: number) => Number.isInteger(n) && n > 0 && n <= maxUint32;

/** The token for a reply address; `expiresAt` is rounded down to the second. */
export function signReplyToken(appKey: string, claims: ReplyTokenClaims, expiresAt: Date): string {
  if (!isUint32Id(claims.conversationId) || !isUint32Id(claims.userId)) {
    throw new RangeError("reply tokens carry positive 32-bit ids");
  }
  const payload = Buffer.alloc(payloadBytes);
  payload.writeUInt32BE(claims.conversationId, 0);
  payload.writeUInt32BE(claims.userId, 4);
  payload.writeUInt32BE(Math.min(maxUint32, Math.floor(expiresAt.getTime() / 1000)), 8);
  return base32(Buffer.concat([payload, mac(appKey, payload)]));
}

export type ReplyTokenCheck =
  | { ok: true; claims: ReplyTokenClaims }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Why a token is refused: not one of ours (malformed), a bad signature (forged), or too old (expired). */
export function checkReplyToken(appKey: string, token: string, now: Date): ReplyTokenCheck {
  if (token.length !== replyTokenLength) return { ok: false, reason: "malformed" };
  const bytes = unbase32(token.toLowerCase());
  if (!bytes || bytes.length !== tokenBytes) return { ok: false, reason: "malformed" };
  const payload = bytes.subarray(0, payloadBytes);
  if (!timingSafeEqual(bytes.subarray(payloadBytes), mac(appKey, payload))) return { ok: false, reason: "forged" };
  if (payload.readUInt32BE(8) * 1000 <= now.getTime()) return { ok: false, reason: "expired" };
  const claims = { conversationId: payload.readUInt32BE(0), userId: payload.readUInt32BE(4) };
  if (!isUint32Id(claims.conversationId) || !isUint32Id(claims.userId)) return { ok: false, reason: "malformed" };
  return { ok: true, claims };
}

/** The claims of a genuine, unexpired token; null when it is malformed, forged or expired. */
export function verifyReplyToken(appKey: string, token: string, now: Date): ReplyTokenClaims | null {
  const check = checkReplyToken(appKey, token, now);
  return check.ok ? check.claims : null;
}

const replyAddressPattern = /^reply\+([a-z2-7]+)@(.+)$/i;

/** The token of `reply+{token}@{domain}` (the domain compared case-insensitively), else null. */
export function replyTokenOf(address: string, domain: string): string | null {
  const [, token, addressDomain] = replyAddressPattern.exec(address.trim()) ?? [];
  if (!token || addressDomain?.toLowerCase() !== domain.toLowerCase()) return null;
  return token;
}

export interface ReplyTokens {
  /** `reply+{token}@{domain}` for `recipientId`'s copy of a notification about `conversationId`. */
  replyAddress(conversationId: number, recipientId: number, now?: Date): string;
  verifyReplyToken(token: string, now: Date): ReplyTokenClaims | null;
  /** Checks a whole recipient address: "unknown" unless it is `reply+{token}@{domain}`. */
  checkReplyAddress(address: string, now: Date): ReplyTokenCheck | { ok: false; reason: "unknown" };
}

/** Reply addresses under APP_KEY and MAIL_REPLY_DOMAIN. */
export function createReplyTokens(options: { appKey: string; domain: string; ttlMs?: number }): ReplyTokens {
  const ttlMs = options.ttlMs ?? replyTokenTtlMs;
  return {
    replyAddress(conversationId, recipientId, now = new Date()) {
      const token = signReplyToken(
        options.appKey,
        { conversationId, userId: recipientId },
        new Date(now.getTime() + ttlMs),
      );
      return `reply+${token}@${options.domain.toLowerCase()}`;
    },
    verifyReplyToken: (token, now) => verifyReplyToken(options.appKey, token, now),
    checkReplyAddress(address, now) {
      const token = replyTokenOf(address, options.domain);
      return token ? checkReplyToken(options.appKey, token, now) : { ok: false, reason: "unknown" };
    },
  };
}
