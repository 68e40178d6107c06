import { describe, expect, it } from "vitest";
import {
  checkReplyToken,
  createReplyTokens,
  replyTokenLength,
  replyTokenOf,
  replyTokenTtlMs,
  signReplyToken,
  verifyReplyToken,
} from "./reply-token.ts";

const key = "k".repeat(40);
const otherKey = "o".repeat(40);
const now = new Date("2026-03-01T12:00:00Z");
const expires = new Date(now.getTime() + replyTokenTtlMs);
const token = signReplyToken(key, { conversationId: 42, userId: 7 }, expires);

/** The token with one character changed to another base32 character. */
function tampered(at: number): string {
  const replacement = token[at] === "a" ? "b" : "a";
  return token.slice(0, at) + replacement + token.slice(at + 1);
}

describe("reply tokens", () => {
  it("are lower-case base32 of a fixed, mail-safe length", () => {
    expect(token).toMatch(/^[a-z2-7]+$/);
    expect(token).toHaveLength(replyTokenLength);
    expect(`reply+${token}`.length).toBeLessThanOrEqual(64);
  });

  it("round-trip the conversation and the user", () => {
    expect(verifyReplyToken(key, token, now)).toEqual({ conversationId: 42, userId: 7 });
    const big = signReplyToken(key, { conversationId: 2_147_483_647, userId: 1 }, expires);
    expect(verifyReplyToken(key, big, now)).toEqual({ conversationId: 2_147_483_647, userId: 1 });
  });

  it.each([
    ["upper-cased by a mail system", token.toUpperCase(), { ok: true, claims: { conversationId: 42, userId: 7 } }],
    ["a tampered id", tampered(2), { ok: false, reason: "forged" }],
    ["a tampered expiry", tampered(15), { ok: false, reason: "forged" }],
    ["a tampered signature", tampered(token.length - 3), { ok: false, reason: "forged" }],
    [
      "signed under another APP_KEY",
      signReplyToken(otherKey, { conversationId: 42, userId: 7 }, expires),
      { ok: false, reason: "forged" },
    ],
    ["a character outside base32", `${token.slice(0, -1)}1`, { ok: false, reason: "malformed" }],
    [
      "non-zero padding bits",
      token.slice(0, -1) + (token.at(-1) === "z" ? "y" : "z"),
      { ok: false, reason: "malformed" },
    ],
    ["too short", token.slice(0, -1), { ok: false, reason: "malformed" }],
    ["too long", `${token}a`, { ok: false, reason: "malformed" }],
    ["empty", "", { ok: false, reason: "malformed" }],
  ])("%s", (_name, candidate, expected) => {
    expect(checkReplyToken(key, candidate, now)).toEqual(expected);
  });

  it("expire after 30 days, not before", () => {
    const justBefore = new Date(expires.getTime() - 1000);
    expect(checkReplyToken(key, token, justBefore)).toMatchObject({ ok: true });
    expect(checkReplyToken(key, token, expires)).toEqual({ ok: false, reason: "expired" });
    expect(verifyReplyToken(key, token, new Date(expires.getTime() + 1))).toBeNull();
  });

  it("refuse ids a token cannot carry", () => {
    expect(() => signReplyToken(key, { conversationId: 0, userId: 1 }, expires)).toThrow(RangeError);
    expect(() => signReplyToken(key, { conversationId: 1, userId: 2 ** 32 }, expires)).toThrow(RangeError);
  });
});

describe("reply addresses", () => {
  const tokens = createReplyTokens({ appKey: key, domain: "Reply.Forge.Example" });

  it("are reply+{token}@{domain} and verify as a whole", () => {
    const address = tokens.replyAddress(42, 7, now);
    expect(address).toMatch(/^reply\+[a-z2-7]+@reply\.forge\.example$/);
    expect(tokens.checkReplyAddress(address, now)).toEqual({ ok: true, claims: { conversationId: 42, userId: 7 } });
    expect(tokens.checkReplyAddress(address.toUpperCase(), now)).toMatchObject({ ok: true });
    expect(tokens.checkReplyAddress(address, new Date(now.getTime() + replyTokenTtlMs))).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it.each([
    ["another domain", `reply+${token}@elsewhere.example`],
    ["no reply+ prefix", `${token}@reply.forge.example`],
    ["an ordinary address", "someone@reply.forge.example"],
  ])("are unknown with %s", (_name, address) => {
    expect(tokens.checkReplyAddress(address, now)).toEqual({ ok: false, reason: "unknown" });
    expect(replyTokenOf(address, "reply.forge.example")).toBeNull();
  });
});
