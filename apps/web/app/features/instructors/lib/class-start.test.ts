import { describe, expect, it } from "vitest";
import { formatClassStart } from "./class-start";

describe("formatClassStart", () => {
  it("shows the start in the venue's time zone", () => {
    expect(formatClassStart("2026-03-14T17:00:00.000Z", "America/Los_Angeles")).toBe("Sat 14 Mar, 10:00 PDT");
    expect(formatClassStart("2026-03-14T17:00:00.000Z", "Europe/London")).toBe("Sat 14 Mar, 17:00 GMT");
  });

  it("falls back to UTC without a zone", () => {
    expect(formatClassStart("2026-03-14T17:00:00.000Z", null)).toBe("Sat 14 Mar, 17:00 UTC");
  });
});
