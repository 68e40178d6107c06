import { describe, expect, it } from "vitest";
import { parseRealtimeEvent } from "./realtime-events.ts";

const notification = {
  id: 1,
  read_at: null,
  type: "class_request_status",
  title: "Approved",
  message: "Your request was approved",
  data: { status: "approved", url: "/class-requests/3" },
  created_at: "2026-11-22T10:00:00.000Z",
};

describe("realtime event map", () => {
  it.each([
    ["new-classes", "class.created", { title: "T", instructor: "I", price: 90, url: "/classes/1" }, true],
    ["new-classes", "class.created", { title: "T", instructor: "I", price: 90 }, false],
    [
      "private-user.{id}",
      "class-request-status-changed",
      { class_request: { title: "T", status: "approved", old_status: "in_review" }, reviewed_by: "A", message: null },
      true,
    ],
    ["private-user.{id}", "class-request-status-changed", { class_request: { title: "T" } }, false],
    ["private-user.{id}", "notification.sent", notification, true],
    ["private-user.{id}", "notification.sent", { ...notification, type: "nope" }, false],
    [
      "private-user.{id}",
      "message.sent",
      {
        conversation_id: 2,
        message: {
          id: 5,
          conversation_id: 2,
          sender_id: 3,
          body: "Hi",
          attachments: [],
          sent_at: "x",
          read_at: null,
          via: "web",
          sender: { id: 3, name: "B" },
        },
      },
      true,
    ],
    [
      "private-user.{id}",
      "message.sent",
      { conversation_id: 2, message: { id: 5, body: "Hi", sender: { id: 3, name: "B" }, sent_at: "x" } },
      false,
    ],
    ["private-user.{id}", "message.read", { conversation_id: 2, reader_id: 3, read_at: "x" }, true],
    ["private-user.{id}", "message.read", { conversation_id: 2 }, false],
  ] as const)("%s %s valid=%s", (channel, event, payload, valid) => {
    const parsed = parseRealtimeEvent(channel, event as never, payload);
    expect(parsed !== undefined).toBe(valid);
  });

  it("an unknown event gives undefined", () => {
    expect(parseRealtimeEvent("new-classes", "nope" as never, {})).toBeUndefined();
  });
});

describe("liveChannelEvents: the plain list the browser binds from", () => {
  it("names exactly the channels and events of the typed event map", async () => {
    const { liveChannelEvents } = await import("./channels.ts");
    const { realtimeEvents } = await import("./realtime-events.ts");
    const fromMap = Object.fromEntries(Object.entries(realtimeEvents).map(([c, events]) => [c, Object.keys(events)]));
    expect(liveChannelEvents).toEqual(fromMap);
  });

  it("finds the pattern of a concrete channel", async () => {
    const { channelPatternOf } = await import("./channels.ts");
    expect(channelPatternOf("private-user.42")).toBe("private-user.{id}");
    expect(channelPatternOf("class.7")).toBe("class.{id}");
    expect(channelPatternOf("new-classes")).toBe("new-classes");
    expect(channelPatternOf("private-admin")).toBe("private-admin");
    expect(channelPatternOf("presence-x")).toBeNull();
  });
});
