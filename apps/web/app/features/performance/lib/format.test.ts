import { describe, expect, it } from "vitest";
import { formatRate, formatStep } from "./format";

describe("chart legend formats", () => {
  it("writes per-minute rates with one decimal only below 10 and only where not whole", () => {
    expect(formatRate(0)).toBe("0");
    expect(formatRate(4)).toBe("4");
    expect(formatRate(3.25)).toBe("3.3");
    expect(formatRate(12.6)).toBe("13");
    expect(formatRate(1234)).toBe("1,234");
  });

  it("names a minute by its start and a longer step by its start and end, in UTC", () => {
    expect(formatStep("2026-11-28T14:05:00.000Z", 60)).toBe("14:05");
    expect(formatStep("2026-11-28T14:00:00.000Z", 900)).toBe("14:00–14:15");
    expect(formatStep("2026-11-24T22:00:00.000Z", 7200, true)).toBe("24 Nov, 22:00–00:00");
  });
});
