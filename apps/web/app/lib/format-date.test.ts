import { describe, expect, it } from "vitest";
import {
  formatClassDateTime,
  formatClassStart,
  formatClassStartShort,
  formatDate,
  formatMoment,
  formatMonthYear,
  formatSession,
  formatSessionShort,
  zoneAbbreviation,
  zoneLongName,
} from "./format-date";
import { localeFromAcceptLanguage } from "./locale";

// A Portland class: 10:00-17:00 Pacific daylight time is 17:00-00:00 UTC.
const start = "2026-03-14T17:00:00Z";
const end = "2026-03-15T00:00:00Z";
const portland = "America/Los_Angeles";

describe("the one date and time formatter", () => {
  it("prints class times in the forge's zone with its abbreviation, in the viewer's locale", () => {
    expect(formatSession(start, end, portland, "en-US")).toBe("Sat, Mar 14, 2026, 10:00 AM–5:00 PM PDT");
    expect(formatSession(start, end, portland, "en-GB")).toBe("Sat, 14 Mar 2026, 10:00–17:00 PDT");
    expect(formatSession(start, end, portland, "de-DE")).toBe("Sa., 14. März 2026, 10:00–17:00 PDT");
  });

  it("answers 'when?' in one short line: the session's day, hours and zone", () => {
    expect(formatSessionShort(start, end, portland, "en-US")).toBe("Sat, Mar 14, 10:00 AM–5:00 PM PDT");
    expect(formatSessionShort(start, end, portland, "en-GB")).toBe("Sat 14 Mar, 10:00–17:00 PDT");
  });

  it("names a zone for people, never by its IANA id", () => {
    expect(zoneLongName("2026-12-12T09:00:00Z", "Europe/Berlin", "en-US")).toBe("Central European Standard Time");
    expect(zoneLongName(start, portland, "en-US")).toBe("Pacific Daylight Time");
  });

  it("names the end day when a session runs past midnight", () => {
    expect(formatSession("2026-01-10T20:00:00Z", "2026-01-11T01:00:00Z", "Europe/London", "en-GB")).toBe(
      "Sat, 10 Jan 2026, 20:00–Sun, 11 Jan 2026, 01:00 GMT",
    );
  });

  it("gives deadlines and starts their zone too, never UTC for a forge elsewhere", () => {
    const deadline = formatClassDateTime("2026-03-13T06:59:00Z", portland, "en-US");
    expect(deadline).toBe("Thu, Mar 12, 2026, 11:59 PM PDT");
    expect(deadline).not.toMatch(/UTC/);
    expect(formatClassStart(null, portland, "en-US")).toBe("Dates to be announced");
  });

  it("shortens a card's start without the year, falling back to UTC only for a class without a forge", () => {
    expect(formatClassStartShort(start, portland, "en-US")).toBe("Sat, Mar 14, 10:00 AM PDT");
    expect(formatClassStartShort(start, "Europe/London", "en-GB")).toBe("Sat 14 Mar, 17:00 GMT");
    expect(formatClassStartShort(start, null, "en-GB")).toBe("Sat 14 Mar, 17:00 UTC");
  });

  it("knows each zone's abbreviation on both sides of a daylight-saving change", () => {
    expect(zoneAbbreviation("2026-01-15T12:00:00Z", "America/New_York")).toBe("EST");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "America/New_York")).toBe("EDT");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "Europe/Berlin")).toBe("CEST");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "Europe/London")).toBe("BST");
    expect(zoneAbbreviation("2026-07-15T12:00:00Z", "Asia/Tokyo")).toBe("GMT+9");
  });

  it("prints record days and months in the viewer's locale", () => {
    const lateUtc = "2026-12-05T23:30:00.000Z";
    expect(formatDate(lateUtc, "en-US")).toBe("Dec 5, 2026");
    expect(formatDate(lateUtc, "en-GB")).toBe("5 Dec 2026");
    expect(formatMonthYear("2026-11-30T23:59:00.000Z", "fr-FR")).toBe("novembre 2026");
  });

  it("names the zone of a moment", () => {
    expect(formatMoment("2026-11-22T09:52:00Z", "America/Los_Angeles", "en-US")).toBe("Nov 22, 2026, 1:52 AM PST");
    expect(formatMoment("not a date", "UTC", "en-US")).toBe("");
  });
});

describe("the viewer's locale", () => {
  it("takes the first supported tag by weight", () => {
    expect(localeFromAcceptLanguage("en-GB,en;q=0.8")).toBe("en-GB");
    expect(localeFromAcceptLanguage("fr;q=0.5, de-DE;q=0.9")).toBe("de-DE");
    expect(localeFromAcceptLanguage("*")).toBe("en-US");
    expect(localeFromAcceptLanguage(null)).toBe("en-US");
    expect(localeFromAcceptLanguage("<script>, en-AU")).toBe("en-AU");
  });
});

describe("a time zone in words (issue 37 point 7)", () => {
  it("never prints the IANA id", async () => {
    const { zoneName } = await import("./format-date");
    expect(zoneName("America/Los_Angeles", "en-US")).toBe("Pacific Time (Los Angeles)");
    expect(zoneName("Europe/Berlin", "en-US")).toMatch(/^Central European (Standard )?Time \(Berlin\)$/);
    expect(zoneName("UTC", "en-US")).toBe("Coordinated Universal Time");
    expect(zoneName("America/New_York", "en-US")).not.toMatch(/\/|_/);
  });
});
