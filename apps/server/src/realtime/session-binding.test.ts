import { describe, expect, it } from "vitest";
import { bindingLifetimeSeconds, decodeBinding, encodeBinding, sessionTag } from "./session-binding.ts";

describe("session binding (decision 505)", () => {
  const tag = sessionTag("secret-0123456789", "a".repeat(64));

  it("names a session by 22 base64url characters that depend on the secret and the id", () => {
    expect(tag).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(sessionTag("secret-0123456789", "b".repeat(64))).not.toBe(tag);
    expect(sessionTag("other-secret-00000", "a".repeat(64))).not.toBe(tag);
  });

  it("round-trips until it expires, then reads as nothing", () => {
    const at = 1_800_000_000_000;
    const b = encodeBinding({ userId: 42, tag }, at);
    expect(decodeBinding(b, at)).toEqual({ userId: 42, tag });
    expect(decodeBinding(b, at + bindingLifetimeSeconds * 1000)).toEqual({ userId: 42, tag });
    expect(decodeBinding(b, at + (bindingLifetimeSeconds + 1) * 1000)).toBeNull();
  });

  it("refuses anything malformed", () => {
    for (const bad of ["", "42", `x.${tag}.1900000000`, `42.${tag}`, `42.short.1900000000`, `42.${tag}.19e9`]) {
      expect(decodeBinding(bad, 0), bad).toBeNull();
    }
  });
});
