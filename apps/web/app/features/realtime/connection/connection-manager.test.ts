import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createConnectionManager } from "./connection-manager";
import type { ConnectionState } from "./connection-state";
import { createFakeLiveClient } from "./fake-live-client";
import { retryDelay } from "./retry-delay";

function setup() {
  const client = createFakeLiveClient();
  const states: ConnectionState[] = [];
  const onConnected = vi.fn();
  const network = new EventTarget();
  const manager = createConnectionManager({ client, onState: (s) => states.push(s), onConnected, network });
  return { client, states, onConnected, network, manager };
}

/** Connect, then lose the connection: pusher-js goes back to "connecting" by itself. */
function connectThenDrop(h: ReturnType<typeof setup>) {
  h.manager.start();
  h.client.emit("connected");
  h.client.drop();
  return h.client.connects();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe("retryDelay (docs/product.md#constants: 1 s doubling to 30 s)", () => {
  it("doubles from 1 s and never exceeds 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelay)).toEqual([
      1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });
});

describe("connection manager", () => {
  it("connects on start, reports connecting then connected, and refetches on connect", () => {
    const h = setup();
    h.manager.start();
    expect(h.client.connects()).toBe(1);
    expect(h.states).toEqual(["connecting"]);
    h.client.emit("connected");
    expect(h.states).toEqual(["connecting", "connected"]);
    expect(h.onConnected).toHaveBeenCalledTimes(1);
  });

  it("after a drop, reconnects 1 s later with disconnect() then connect()", () => {
    const h = setup();
    const before = connectThenDrop(h);
    vi.advanceTimersByTime(999);
    expect(h.client.connects()).toBe(before);
    h.client.calls.length = 0;
    vi.advanceTimersByTime(1);
    expect(h.client.calls).toEqual(["disconnect", "connect"]);
  });

  it("waits 1, 2, 4, 8 and 16 s between failed attempts (10 s time-out each), then stops after 5 as failed", () => {
    const h = setup();
    connectThenDrop(h);
    const attemptTimes: number[] = [];
    let now = 0;
    const base = h.client.connects();
    // Each attempt fails by its 10 s time-out; record when each attempt started.
    for (let i = 0; i < 200_000; i += 500) {
      vi.advanceTimersByTime(500);
      now += 500;
      while (h.client.connects() - base > attemptTimes.length) attemptTimes.push(now);
    }
    expect(attemptTimes).toEqual([
      1_000,
      1_000 + 10_000 + 2_000,
      1_000 + 2 * 10_000 + 2_000 + 4_000,
      1_000 + 3 * 10_000 + 2_000 + 4_000 + 8_000,
      1_000 + 4 * 10_000 + 2_000 + 4_000 + 8_000 + 16_000,
    ]);
    expect(h.states.at(-1)).toBe("failed");
    expect(h.client.state).toBe("disconnected"); // pusher-js's endless retry is stopped too
  });

  it("counts an attempt as failed as soon as pusher-js reports unavailable", () => {
    const h = setup();
    connectThenDrop(h);
    vi.advanceTimersByTime(1_000); // attempt 1
    const after1 = h.client.connects();
    h.client.emit("unavailable");
    expect(h.states.at(-1)).toBe("unavailable");
    vi.advanceTimersByTime(1_999);
    expect(h.client.connects()).toBe(after1);
    vi.advanceTimersByTime(1); // attempt 2, 2 s after the failure
    expect(h.client.connects()).toBe(after1 + 1);
  });

  it("resets attempts and delay when connected again", () => {
    const h = setup();
    connectThenDrop(h);
    vi.advanceTimersByTime(1_000 + 10_000 + 2_000); // attempts 1 and 2
    h.client.emit("connected");
    expect(h.onConnected).toHaveBeenCalledTimes(2);
    h.client.drop();
    const before = h.client.connects();
    vi.advanceTimersByTime(1_000); // back to 1 s, not 4 s
    expect(h.client.connects()).toBe(before + 1);
  });

  it("does not reconnect while connected and does nothing if pusher-js recovers first", () => {
    const h = setup();
    connectThenDrop(h);
    h.client.emit("connected"); // pusher-js's own retry made it within the second
    const before = h.client.connects();
    vi.advanceTimersByTime(120_000);
    expect(h.client.connects()).toBe(before);
  });

  it("forced reconnect resets the count and reconnects after 0.5 s", () => {
    const h = setup();
    connectThenDrop(h);
    vi.advanceTimersByTime(200_000); // all 5 attempts used up
    expect(h.states.at(-1)).toBe("failed");
    const before = h.client.connects();
    h.manager.forceReconnect();
    vi.advanceTimersByTime(499);
    expect(h.client.connects()).toBe(before);
    vi.advanceTimersByTime(1);
    expect(h.client.connects()).toBe(before + 1);
    // and the next failure starts again at 1 s with 5 fresh attempts
    vi.advanceTimersByTime(10_000 + 1_000);
    expect(h.client.connects()).toBe(before + 2);
  });

  it("going online while not connected reconnects after 1 s; while connected it does nothing", () => {
    const h = setup();
    h.manager.start();
    h.client.emit("connected");
    h.network.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(5_000);
    expect(h.client.connects()).toBe(1);

    h.client.emit("unavailable");
    vi.advanceTimersByTime(200_000); // give up
    const before = h.client.connects();
    h.network.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(999);
    expect(h.client.connects()).toBe(before);
    vi.advanceTimersByTime(1);
    expect(h.client.connects()).toBe(before + 1);
  });

  it("a first connection that never succeeds is retried by the same policy", () => {
    const h = setup();
    h.manager.start();
    vi.advanceTimersByTime(10_000); // first attempt times out
    vi.advanceTimersByTime(999);
    expect(h.client.connects()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(h.client.connects()).toBe(2);
  });

  it("hides its own disconnect between attempts from the reported states", () => {
    const h = setup();
    connectThenDrop(h);
    vi.advanceTimersByTime(1_000);
    expect(h.states).toEqual(["connecting", "connected", "connecting"]);
    expect(h.states).not.toContain("disconnected");
  });

  it("stop disconnects, clears the timers and ignores later events", () => {
    const h = setup();
    connectThenDrop(h);
    h.manager.stop();
    expect(h.states.at(-1)).toBe("disconnected");
    const before = h.client.connects();
    vi.advanceTimersByTime(200_000);
    h.network.dispatchEvent(new Event("online"));
    vi.advanceTimersByTime(5_000);
    expect(h.client.connects()).toBe(before);
    expect(vi.getTimerCount()).toBe(0);
  });
});
