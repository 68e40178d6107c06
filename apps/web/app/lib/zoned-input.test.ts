import { describe, expect, it } from "vitest";
import { fromLocalInput, toLocalInput, zoneOffsetMinutes } from "./zoned-input";

describe("class form times in the venue's time zone", () => {
  it("knows the offset on both sides of a daylight-saving change", () => {
    expect(zoneOffsetMinutes(new Date("2026-01-15T12:00:00Z"), "America/New_York")).toBe(-300);
    expect(zoneOffsetMinutes(new Date("2026-07-15T12:00:00Z"), "America/New_York")).toBe(-240);
  });

  it("round-trips datetime-local values through the zone", () => {
    const iso = fromLocalInput("2026-07-04T09:30", "America/Chicago");
    expect(iso).toBe("2026-07-04T14:30:00.000Z");
    expect(toLocalInput(iso ?? "", "America/Chicago")).toBe("2026-07-04T09:30");
    expect(fromLocalInput("2026-12-01T09:00", "Europe/Berlin")).toBe("2026-12-01T08:00:00.000Z");
  });

  it("refuses empty or malformed input", () => {
    expect(fromLocalInput("", "UTC")).toBeNull();
    expect(fromLocalInput("tomorrow", "UTC")).toBeNull();
  });
});
