import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "./password.ts";

describe("password hashing in NFKC", () => {
  it("matches the same password typed in another Unicode form", async () => {
    const composed = "caf\u00e9-forge-92"; // é as one code point
    const decomposed = "cafe\u0301-forge-92"; // e + combining accent
    const hash = await hashPassword(composed);
    expect(await verifyPassword(hash, decomposed)).toBe(true);
    expect(await verifyPassword(hash, "cafe-forge-92")).toBe(false);
  });
});
