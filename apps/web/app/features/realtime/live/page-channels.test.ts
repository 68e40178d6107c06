import { describe, expect, it, vi } from "vitest";
import { wantChannel } from "../../../lib/live-data/live-bus";
import { createFakeLiveClient } from "../connection/fake-live-client";
import { liveDataBindings } from "./live-data-bindings";
import { followPageChannels } from "./page-channels";

describe("followPageChannels: a class page's seat channel", () => {
  it("subscribes while a page wants the channel, turns its events into topics, and leaves after", () => {
    const client = createFakeLiveClient();
    const publish = vi.fn();
    const stop = followPageChannels(client, publish);
    const release = wantChannel("class.7");
    client.deliver("class.7", "class.seats-changed", { class_id: 7, seats_left: 1 });
    expect(publish).toHaveBeenCalledWith(["class:7", "manage-applications"]);
    release();
    expect(client.calls).toContain("leave class.7");
    client.deliver("class.7", "class.seats-changed", { class_id: 7 });
    expect(publish).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe("followPageChannels: the admin queue's channel", () => {
  it("binds the queue's event on private-admin and publishes the class-request topics", () => {
    const client = createFakeLiveClient();
    const publish = vi.fn();
    const stop = followPageChannels(client, publish);
    const release = wantChannel("private-admin");
    client.deliver("private-admin", "class.seats-changed", { class_id: 7 }); // not this channel's event
    expect(publish).not.toHaveBeenCalled();
    client.deliver("private-admin", "class-request.changed", { id: 3, status: "in_review", change: "created" });
    expect(publish).toHaveBeenCalledWith(["class-requests", "admin-queue"]);
    release();
    expect(client.calls).toContain("leave private-admin");
    stop();
  });
});

describe("liveDataBindings: user events become topics", () => {
  it("publishes the topics of a notification on the user's channel", () => {
    const publish = vi.fn();
    const binding = liveDataBindings(5, publish).find(
      (b) => b.channel === "private-user.5" && b.event === "notification.sent",
    );
    binding?.handle({ type: "application_status", data: { class_id: 2 } });
    expect(publish).toHaveBeenCalledWith(["my-applications", "class:2"]);
  });
});

describe("followPageChannels: the class-request list's public channel (decision 525)", () => {
  it("a visitor's list page binds every new-classes event and leaves it after", () => {
    const client = createFakeLiveClient();
    const publish = vi.fn();
    const stop = followPageChannels(client, publish);
    const release = wantChannel("new-classes");
    client.deliver("new-classes", "class-request.changed", { id: 3, status: "approved", change: "reviewed" });
    expect(publish).toHaveBeenCalledWith(["class-requests", "admin-queue"]);
    release();
    expect(client.calls).toContain("leave new-classes");
    stop();
  });

  it("a channel the signed-in connection keeps is neither bound twice nor left", () => {
    const client = createFakeLiveClient();
    const publish = vi.fn();
    const stop = followPageChannels(client, publish, new Set(["new-classes"]));
    const release = wantChannel("new-classes");
    client.deliver("new-classes", "class-request.changed", { id: 3, status: "approved", change: "reviewed" });
    expect(publish).not.toHaveBeenCalled();
    release();
    stop();
    expect(client.calls).not.toContain("leave new-classes");
  });
});

describe("liveDataBindings: every listed event of the user's channels", () => {
  it("binds each event the contracts list for private-user.{id} and new-classes", async () => {
    const { liveChannelEvents } = await import("@guildforge/contracts/channels");
    const pairs = liveDataBindings(5, vi.fn()).map((b) => `${b.channel} ${b.event}`);
    expect(pairs).toEqual([
      ...liveChannelEvents["private-user.{id}"].map((e) => `private-user.5 ${e}`),
      ...liveChannelEvents["new-classes"].map((e) => `new-classes ${e}`),
    ]);
  });
});
