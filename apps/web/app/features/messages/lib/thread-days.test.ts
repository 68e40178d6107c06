import { describe, expect, it } from "vitest";
import { message } from "../testing/fixtures";
import { formatListTime, groupByDay, lastSeenMessageId } from "./thread-days";

describe("groupByDay", () => {
  it("puts messages under Today, Yesterday and dated separators in order", () => {
    const days = groupByDay(
      [
        message({ id: 1, sent_at: "2026-11-01T09:00:00.000Z" }),
        message({ id: 2, sent_at: "2026-11-24T09:00:00.000Z" }),
        message({ id: 3, sent_at: "2026-11-25T08:00:00.000Z" }),
        message({ id: 4, sent_at: "2026-11-25T09:00:00.000Z" }),
      ],
      "2026-11-25T12:00:00.000Z",
      "UTC",
      "en-US",
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["Sunday, November 1", [1]],
      ["Yesterday", [2]],
      ["Today", [3, 4]],
    ]);
  });

  it("adds the year for another year", () => {
    const [day] = groupByDay(
      [message({ sent_at: "2025-12-31T09:00:00.000Z" })],
      "2026-11-25T12:00:00.000Z",
      "UTC",
      "en-US",
    );
    expect(day?.label).toBe("Wednesday, December 31, 2025");
  });
});

describe("days and times in the viewer's zone", () => {
  it("groups by the viewer's day: 23:30 UTC is already tomorrow in Berlin, still today in Los Angeles", () => {
    const messages = [
      message({ id: 1, sent_at: "2026-11-24T23:30:00.000Z" }),
      message({ id: 2, sent_at: "2026-11-25T09:00:00.000Z" }),
    ];
    const now = "2026-11-25T12:00:00.000Z";
    const berlin = groupByDay(messages, now, "Europe/Berlin", "en-GB");
    expect(berlin.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([["Today", [1, 2]]]);
    const la = groupByDay(messages, now, "America/Los_Angeles", "en-US");
    expect(la.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["Yesterday", [1]],
      ["Today", [2]],
    ]);
  });

  it("labels older days in the viewer's locale", () => {
    const [day] = groupByDay(
      [message({ sent_at: "2026-11-01T09:00:00.000Z" })],
      "2026-11-25T12:00:00.000Z",
      "Europe/London",
      "en-GB",
    );
    expect(day?.label).toBe("Sunday 1 November");
  });

  it("gives the list's time as the viewer's clock today, else the short day", () => {
    const now = "2026-11-25T20:00:00.000Z";
    expect(formatListTime("2026-11-25T19:05:00.000Z", now, "Europe/Berlin", "en-GB")).toBe("20:05");
    expect(formatListTime("2026-11-25T19:05:00.000Z", now, "America/New_York", "en-US")).toBe("2:05 PM");
    expect(formatListTime("2026-11-20T19:05:00.000Z", now, "Asia/Tokyo", "en-GB")).toBe("21 Nov");
  });
});

describe("lastSeenMessageId", () => {
  it("is the viewer's newest message with a read_at, ignoring the other person's", () => {
    const messages = [
      message({ id: 1, sender_id: 1, read_at: "2026-11-20T10:00:00.000Z" }),
      message({ id: 2, sender_id: 1, read_at: "2026-11-20T10:01:00.000Z" }),
      message({ id: 3, sender_id: 2, read_at: "2026-11-20T10:02:00.000Z" }),
      message({ id: 4, sender_id: 1, read_at: null }),
    ];
    expect(lastSeenMessageId(messages, 1)).toBe(2);
    expect(lastSeenMessageId(messages.slice(3), 1)).toBeNull();
  });
});
