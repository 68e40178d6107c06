import { describe, expect, it, vi } from "vitest";
import { wantChannel } from "../../../lib/live-data/live-bus";
import { connectWhileChannelsWanted } from "./visitor-channels";

function setup() {
  const pending: Array<() => void> = [];
  const stopConnection = vi.fn();
  const start = vi.fn(() => stopConnection);
  const cancel = vi.fn();
  const later = vi.fn((task: () => void) => {
    pending.push(task);
    return cancel;
  });
  const stop = connectWhileChannelsWanted({ start, later });
  const runLater = () => {
    for (const task of pending.splice(0)) task();
  };
  return { start, stopConnection, later, cancel, stop, runLater };
}

describe("connectWhileChannelsWanted: a visitor's live connection", () => {
  it("does nothing while no open page wants a public channel", () => {
    const h = setup();
    expect(h.later).not.toHaveBeenCalled();
    expect(h.start).not.toHaveBeenCalled();
    h.stop();
  });

  it("connects lazily once a page wants a channel, and closes when the last page leaves", () => {
    const h = setup();
    const release = wantChannel("class.5");
    expect(h.start).not.toHaveBeenCalled(); // not before the browser is idle
    h.runLater();
    expect(h.start).toHaveBeenCalledTimes(1);
    const second = wantChannel("class.6");
    expect(h.later).toHaveBeenCalledTimes(1); // one connection follows every wanted channel
    release();
    expect(h.stopConnection).not.toHaveBeenCalled();
    second();
    expect(h.stopConnection).toHaveBeenCalledTimes(1);
    h.stop();
    expect(h.stopConnection).toHaveBeenCalledTimes(1);
  });

  it("cancels a pending connection when the page leaves before the browser is idle", () => {
    const h = setup();
    const release = wantChannel("class.7");
    release();
    expect(h.cancel).toHaveBeenCalledTimes(1);
    expect(h.start).not.toHaveBeenCalled();
    h.stop();
  });

  it("closes an open connection when stopped (the visitor signs in)", () => {
    const h = setup();
    const release = wantChannel("class.8");
    h.runLater();
    h.stop();
    expect(h.stopConnection).toHaveBeenCalledTimes(1);
    release();
  });
});
