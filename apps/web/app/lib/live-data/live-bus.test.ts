import { describe, expect, it, vi } from "vitest";
import { onLiveTopics, onWantedChannels, publishLiveTopics, wantChannel } from "./live-bus";
import { liveHandle, topicsOfMatches } from "./live-handle";

describe("the live-data bus", () => {
  it("hands published topics to every listener until it leaves", () => {
    const heard = vi.fn();
    const off = onLiveTopics(heard);
    publishLiveTopics(["my-applications"]);
    publishLiveTopics([]);
    off();
    publishLiveTopics(["classes"]);
    expect(heard.mock.calls).toEqual([[["my-applications"]]]);
  });

  it("counts the pages that want a channel and drops it when the last one leaves", () => {
    const seen: string[][] = [];
    const stop = onWantedChannels((set) => seen.push([...set]));
    const a = wantChannel("class.1");
    const b = wantChannel("class.1");
    a();
    a(); // a second release is a no-op
    expect(seen).toEqual([[], ["class.1"]]);
    b();
    expect(seen.at(-1)).toEqual([]);
    stop();
  });
});

describe("topicsOfMatches: what the open page shows", () => {
  it("joins fixed and per-match topics of every matched route", () => {
    const match = (handle: unknown, loaderData: unknown = undefined) =>
      ({ id: "x", pathname: "/", params: {}, data: loaderData, loaderData, handle }) as never;
    const topics = topicsOfMatches([
      match(undefined),
      match(liveHandle(["my-applications"])),
      match(
        liveHandle((m) => [`class:${(m.loaderData as { id: number }).id}`, "my-applications"]),
        { id: 3 },
      ),
    ]);
    expect(topics).toEqual(["my-applications", "class:3"]);
  });
});
