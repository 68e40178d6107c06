import { describe, expect, it } from "vitest";
import { ageLimitLabel } from "./age-limit";

describe("ageLimitLabel", () => {
  it("says there is no limit instead of 0+", () => {
    expect(ageLimitLabel(0)).toBe("No age limit");
  });
  it("shows a set minimum with a plus", () => {
    expect(ageLimitLabel(16)).toBe("16+");
  });
});
