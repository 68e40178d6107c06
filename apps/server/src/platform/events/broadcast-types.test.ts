// The typed publisher (decision 240). `npm run typecheck` compiles this file: every
// `@ts-expect-error` below must meet a real type error, or the check fails ("unused directive").
// The runtime half shows what a well-typed call hands to the real-time server.
import type { ClassCreatedEvent, Notification, RealtimeEventPayload } from "@guildforge/contracts";
import { describe, expect, expectTypeOf, it } from "vitest";
import { type Broadcast, liveChannels, type PendingPush } from "./live-channels.ts";

const created = { title: "Knife making", instructor: "Ada", price: 90, url: "/classes/1-knife-making" };
const statusChanged = {
  class_request: { title: "Damascus", status: "approved", old_status: "in_review" },
  reviewed_by: "Admin",
  message: null,
};

/** Never called: only compiled. Each wrong call must be a type error. */
function wrongCallsDoNotCompile(broadcast: Broadcast) {
  broadcast(liveChannels.newClasses, "class.created", created);
  broadcast(liveChannels.user(7), "class-request-status-changed", statusChanged);

  // @ts-expect-error a payload missing `url`
  broadcast(liveChannels.newClasses, "class.created", { title: "T", instructor: "I", price: 90 });
  // @ts-expect-error a field of the wrong type
  broadcast(liveChannels.newClasses, "class.created", { ...created, price: true });
  // @ts-expect-error an event the channel does not carry (it belongs to private-user.{id})
  broadcast(liveChannels.newClasses, "notification.sent", created);
  // @ts-expect-error an event no channel carries
  broadcast(liveChannels.user(7), "class.deleted", {});
  // @ts-expect-error another event's payload
  broadcast(liveChannels.user(7), "class-request-status-changed", created);
  // @ts-expect-error a bare channel name instead of a typed channel
  broadcast("new-classes", "class.created", created);
}

describe("typed event publisher", () => {
  it("types the payload from the contracts' event map", () => {
    expectTypeOf<RealtimeEventPayload<"private-user.{id}", "notification.sent">>().toEqualTypeOf<Notification>();
    expectTypeOf<RealtimeEventPayload<"new-classes", "class.created">>().toEqualTypeOf<ClassCreatedEvent>();
    expectTypeOf(wrongCallsDoNotCompile).toBeFunction();
  });

  it("sends the channel's concrete name, the event and the payload", () => {
    const pushed: PendingPush[] = [];
    const broadcast: Broadcast = (channel, event, data) => void pushed.push({ channel: channel.name, event, data });
    broadcast(liveChannels.user(7), "class-request-status-changed", statusChanged);
    broadcast(liveChannels.newClasses, "class.created", created);
    expect(pushed).toEqual([
      { channel: "private-user.7", event: "class-request-status-changed", data: statusChanged },
      { channel: "new-classes", event: "class.created", data: created },
    ]);
  });
});
