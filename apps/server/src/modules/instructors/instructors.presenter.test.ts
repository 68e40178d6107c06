import { describe, expect, it } from "vitest";
import { decodeCursor, encodeCursor } from "./instructors.presenter.ts";

describe("instructor cursor", () => {
  it("round-trips the sort key", () => {
    expect(decodeCursor(encodeCursor({ name: 'Åsa Ørn, "Smith"', id: 42 }))).toEqual({
      name: 'Åsa Ørn, "Smith"',
      id: 42,
    });
  });

  it.each([
    "",
    "not base64 !!",
    Buffer.from('{"name":"x"}').toString("base64url"),
    Buffer.from('["x", 1.5]').toString("base64url"),
  ])("rejects a forged cursor %j", (c) => {
    expect(decodeCursor(c)).toBeNull();
  });
});
