import { describe, expect, it } from "vitest";
import { classCalendar, icsEscape, icsFold, icsUtc } from "./calendar.ts";

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("icsEscape (RFC 5545 3.3.11 TEXT)", () => {
  it("escapes backslashes, semicolons, commas and newlines", () => {
    expect(icsEscape("a\\b;c,d\ne\r\nf")).toBe("a\\\\b\\;c\\,d\\ne\\nf");
  });
  it("escapes the backslash first so escapes are not doubled", () => {
    expect(icsEscape("\\,")).toBe("\\\\\\,");
    expect(icsEscape("plain text: ok")).toBe("plain text: ok");
  });
});

describe("icsFold (RFC 5545 3.1)", () => {
  const octets = (s: string) => Buffer.byteLength(s, "utf8");

  it("leaves lines of up to 75 octets alone", () => {
    const line = `SUMMARY:${"x".repeat(67)}`;
    expect(octets(line)).toBe(75);
    expect(icsFold(line)).toBe(line);
  });

  it("folds longer lines at 75 octets with CRLF + space, and unfolding restores the line", () => {
    const line = `DESCRIPTION:${"abcdefghij".repeat(30)}`;
    const folded = icsFold(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(1);
    for (const [i, p] of parts.entries()) {
      expect(octets(p)).toBeLessThanOrEqual(75);
      if (i > 0) expect(p.startsWith(" ")).toBe(true);
    }
    expect(octets(parts[0] ?? "")).toBe(75);
    expect(unfold(folded)).toBe(line);
  });

  it("never splits a multi-byte UTF-8 character", () => {
    const line = `LOCATION:${"Schmiede Müller – Straße ".repeat(8)}`;
    const folded = icsFold(line);
    for (const p of folded.split("\r\n")) {
      expect(Buffer.byteLength(p, "utf8")).toBeLessThanOrEqual(75);
      expect(p).not.toContain("\uFFFD");
    }
    expect(unfold(folded)).toBe(line);
  });
});

describe("classCalendar", () => {
  const cal = classCalendar(
    {
      id: 7,
      title: "Knives, axes; and more",
      summary: "Line one\nLine two with a backslash \\ here",
      url: "https://guildforge.test/classes/7-knives",
      location: "Anvil Yard, 1 Forge Lane; Town",
      status: "published",
      sessions: [
        { id: 1, starts_at: "2026-05-01T17:00:00.000Z", ends_at: "2026-05-01T20:00:00.000Z" },
        { id: 2, starts_at: "2026-05-02T17:00:00.000Z", ends_at: "2026-05-02T20:00:00.000Z" },
      ],
    },
    { host: "guildforge.test", now: new Date("2026-04-01T00:00:00Z") },
  );

  it("uses CRLF line endings and lines of at most 75 octets", () => {
    expect(cal.endsWith("\r\n")).toBe(true);
    expect(cal.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    for (const line of cal.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
  });

  it("writes one escaped VEVENT per session in UTC", () => {
    const text = unfold(cal);
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text).toContain("UID:class-7-session-2@guildforge.test");
    expect(text).toContain("DTSTART:20260501T170000Z");
    expect(text).toContain("DTEND:20260502T200000Z");
    expect(text).toContain("SUMMARY:Knives\\, axes\\; and more (session 1 of 2)");
    expect(text).toContain(
      "DESCRIPTION:Line one\\nLine two with a backslash \\\\ here\\nhttps://guildforge.test/classes/7-knives",
    );
    expect(text).toContain("LOCATION:Anvil Yard\\, 1 Forge Lane\\; Town");
    expect(text).toContain("STATUS:CONFIRMED");
  });

  it("formats UTC instants without separators or milliseconds", () => {
    expect(icsUtc(new Date("2026-12-31T23:59:58.123Z"))).toBe("20261231T235958Z");
  });
});
