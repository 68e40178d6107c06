import { describe, expect, it } from "vitest";
import { formatDate, formatDay, formatMonthYear } from "./format-date";

describe("format-date", () => {
  // 23:30 UTC on 5 Dec is already 6 Dec east of UTC and still 5 Dec west of it: UTC decides.
  const lateUtc = "2026-12-05T23:30:00.000Z";

  it.each([
    [formatDay(lateUtc), "Sat, Dec 5, 2026"],
    [formatDay(null), "Dates to be announced"],
    [formatDate(lateUtc), "Dec 5, 2026"],
    [formatMonthYear("2026-11-30T23:59:00.000Z"), "November 2026"],
  ])("prints %s", (printed, expected) => {
    expect(printed).toBe(expected);
  });
});
