import { describe, expect, it } from "vitest";
import { formatSession, fromLocalInput, toLocalInput, zoneOffsetMinutes } from "./format-session";

describe("class session dates in the venue's time zone", () => {
  it("shows a Portland session in Pacific time, not UTC", () => {
    expect(formatSession("2026-03-14T17:00:00Z", "2026-03-15T00:00:00Z", "America/Los_Angeles")).toBe(
      "Sat, 14 Mar 2026, 10:00–17:00 PDT",
    );
  });

  it("names the end day when a session runs past midnight", () => {
    expect(formatSession("2026-01-10T20:00:00Z", "2026-01-11T01:00:00Z", "Europe/London")).toBe(
      "Sat, 10 Jan 2026, 20:00–Sun, 11 Jan 2026, 01:00 GMT",
    );
  });

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
