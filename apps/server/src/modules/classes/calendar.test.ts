import { describe, expect, it } from "vitest";
import { classCalendar } from "./calendar.ts";

const unfold = (text: string) => text.replace(/\r\n /g, "");

describe("classCalendar", () => {
  const cal = classCalendar(
    {
      id: 7,
      title: "Knives, axes; and more",
      summary: "Line one\nLine two with a backslash \\ here",
      url: "https://guildforge.test/classes/7-knives",
      location: "Anvil Yard, 1 Forge Lane; Town",
      status: "published",
      sequence: 4,
      sessions: [
        { starts_at: "2026-05-01T17:00:00.000Z", ends_at: "2026-05-01T20:00:00.000Z" },
        { starts_at: "2026-05-02T17:00:00.000Z", ends_at: "2026-05-02T20:00:00.000Z" },
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

  it("carries the class's SEQUENCE and marks a cancelled class's sessions cancelled", () => {
    expect(unfold(cal)).toContain("SEQUENCE:4");
    const cancelled = unfold(
      classCalendar(
        {
          id: 7,
          title: "T",
          summary: "",
          url: "https://guildforge.test/classes/7-t",
          location: "",
          status: "cancelled",
          sequence: 5,
          sessions: [{ starts_at: "2026-05-02T17:00:00.000Z", ends_at: "2026-05-02T20:00:00.000Z" }],
        },
        { host: "guildforge.test", now: new Date("2026-04-01T00:00:00Z") },
      ),
    );
    expect(cancelled).toContain("STATUS:CANCELLED");
    expect(cancelled).toContain("UID:class-7-session-1@guildforge.test");
  });
});
