import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createCoalescer } from "./coalescer.ts";

describe("createCoalescer", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends only the latest payload of a window, once, when the window ends", () => {
    const sent: unknown[] = [];
    const c = createCoalescer((e) => void sent.push(e.data));
    c.push({ channel: "class.1", event: "class.seats-changed", data: 1, coalesceMs: 250 });
    c.push({ channel: "class.1", event: "class.seats-changed", data: 2, coalesceMs: 250 });
    c.push({ channel: "class.1", event: "class.seats-changed", data: 3, coalesceMs: 250 });
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(250);
    expect(sent).toEqual([3]);
    expect(c.pending).toBe(0);
  });

  it("keeps channels apart and opens a new window after one closes", () => {
    const sent: Array<[string, unknown]> = [];
    const c = createCoalescer((e) => void sent.push([e.channel, e.data]));
    c.push({ channel: "class.1", event: "x", data: "a", coalesceMs: 100 });
    c.push({ channel: "class.2", event: "x", data: "b", coalesceMs: 100 });
    vi.advanceTimersByTime(100);
    c.push({ channel: "class.1", event: "x", data: "c", coalesceMs: 100 });
    vi.advanceTimersByTime(100);
    expect(sent).toEqual([
      ["class.1", "a"],
      ["class.2", "b"],
      ["class.1", "c"],
    ]);
  });
});
