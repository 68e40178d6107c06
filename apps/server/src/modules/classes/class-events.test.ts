import { describe, expect, it } from "vitest";
import { classChangeMessage } from "./class-events.ts";

describe("a class-change notice says what changed in words (issue 37 point 7)", () => {
  it("names each change, never its field", () => {
    expect(classChangeMessage("Forge a knife", ["price"])).toBe('"Forge a knife" changed: the price.');
    expect(classChangeMessage("Forge a knife", ["venue", "price", "sessions"])).toBe(
      '"Forge a knife" changed: the forge, the price and the schedule.',
    );
    expect(classChangeMessage("X", ["sessions", "venue"])).not.toMatch(/sessions|venue/);
  });
});
