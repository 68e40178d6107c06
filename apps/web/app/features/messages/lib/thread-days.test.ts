import { describe, expect, it } from "vitest";
import { message } from "../testing/fixtures";
import { groupByDay, lastSeenMessageId } from "./thread-days";

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
    );
    expect(days.map((d) => [d.label, d.messages.map((m) => m.id)])).toEqual([
      ["Sunday, November 1", [1]],
      ["Yesterday", [2]],
      ["Today", [3, 4]],
    ]);
  });

  it("adds the year for another year", () => {
    const [day] = groupByDay([message({ sent_at: "2025-12-31T09:00:00.000Z" })], "2026-11-25T12:00:00.000Z");
    expect(day?.label).toBe("Wednesday, December 31, 2025");
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
