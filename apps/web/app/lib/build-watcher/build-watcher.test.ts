import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startBuildWatcher } from "./build-watcher";
import { isChunkLoadError } from "./chunk-error";
import { createReloadGuard, RELOAD_GUARD_KEY } from "./reload-guard";

const HOUR = 3_600_000;

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), map };
}

function rejectionEvent(reason: unknown): Event {
  return Object.assign(new Event("unhandledrejection", { cancelable: true }), { reason });
}

describe("reload guard (docs/product.md#constants: at most one reload per 10 s)", () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it.each([
    { name: "no previous reload", previous: undefined, elapsed: 0, reloads: true },
    { name: "9.999 s after the last", previous: 0, elapsed: 9_999, reloads: false },
    { name: "exactly 10 s after", previous: 0, elapsed: 10_000, reloads: true },
    { name: "a minute after", previous: 0, elapsed: 60_000, reloads: true },
    { name: "garbage in storage", previous: "nonsense", elapsed: 0, reloads: true },
  ])("$name -> reloads: $reloads", ({ previous, elapsed, reloads }) => {
    const storage = memoryStorage();
    if (previous !== undefined)
      storage.setItem(RELOAD_GUARD_KEY, String(typeof previous === "number" ? Date.now() : previous));
    vi.advanceTimersByTime(elapsed);
    const reload = vi.fn();
    expect(createReloadGuard({ storage, reload })()).toBe(reloads);
    expect(reload).toHaveBeenCalledTimes(reloads ? 1 : 0);
  });

  it("two triggers in a row reload once, a third after 10 s reloads again", () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const guarded = createReloadGuard({ storage, reload });
    guarded();
    guarded();
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    guarded();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

describe("isChunkLoadError", () => {
  it.each([
    [new TypeError("Failed to fetch dynamically imported module: https://x/assets/a.js"), true],
    [new TypeError("Importing a module script failed."), true],
    [new TypeError("error loading dynamically imported module"), true],
    [Object.assign(new Error("Loading chunk 3 failed"), { name: "ChunkLoadError" }), true],
    ["Failed to fetch dynamically imported module", true],
    [new TypeError("Failed to fetch"), false],
    [new Error("Cannot read properties of undefined"), false],
    [undefined, false],
  ])("%s -> %s", (reason, expected) => {
    expect(isChunkLoadError(reason)).toBe(expected);
  });
});

describe("startBuildWatcher (docs/product.md#states: hourly poll, reload on update or chunk error)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function watch(ids: (string | undefined | Error)[], initialBuildId?: string, online = true) {
    const target = new EventTarget();
    const reload = vi.fn(() => true);
    const fetchBuildId = vi.fn(async () => {
      const next = ids.shift();
      if (next instanceof Error) throw next;
      return next;
    });
    const stop = startBuildWatcher({ initialBuildId, fetchBuildId, reload, target, isOnline: () => online });
    return { target, reload, fetchBuildId, stop };
  }

  it("polls every hour, not before", async () => {
    const { fetchBuildId } = watch(["a", "a", "a"], "a");
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(fetchBuildId).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchBuildId).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(fetchBuildId).toHaveBeenCalledTimes(2);
  });

  it.each([
    { name: "same build id", initial: "b1", polls: ["b1", "b1"], reloads: 0 },
    { name: "new build id", initial: "b1", polls: ["b2"], reloads: 1 },
    { name: "no initial id: the first fetch is the baseline", initial: undefined, polls: ["b1", "b1"], reloads: 0 },
    { name: "no initial id, then a new build", initial: undefined, polls: ["b1", "b2"], reloads: 1 },
    { name: "failed poll is ignored", initial: "b1", polls: [new Error("offline"), undefined], reloads: 0 },
  ])("$name -> $reloads reloads", async ({ initial, polls, reloads }) => {
    const { reload, fetchBuildId } = watch([...polls], initial);
    await vi.advanceTimersByTimeAsync(HOUR * 2);
    expect(fetchBuildId).toHaveBeenCalledTimes(initial ? 2 : 3);
    expect(reload).toHaveBeenCalledTimes(reloads);
  });

  it("reloads on vite:preloadError and stops the error from propagating", () => {
    const { target, reload } = watch([], "a");
    const event = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(event);
    expect(reload).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it.each([
    [new TypeError("Failed to fetch dynamically imported module: /assets/x.js"), 1],
    [new TypeError("Importing a module script failed."), 1],
    [new Error("something else"), 0],
  ])("unhandled rejection %s -> %s reloads", (reason, reloads) => {
    const { target, reload } = watch([], "a");
    target.dispatchEvent(rejectionEvent(reason));
    expect(reload).toHaveBeenCalledTimes(reloads);
  });

  it("never reloads for a chunk that fails while offline (that would show the browser's offline page)", () => {
    const { target, reload } = watch([], "a", false);
    const preload = new Event("vite:preloadError", { cancelable: true });
    target.dispatchEvent(preload);
    target.dispatchEvent(rejectionEvent(new TypeError("Failed to fetch dynamically imported module: /assets/x.js")));
    expect(reload).not.toHaveBeenCalled();
    expect(preload.defaultPrevented).toBe(true);
  });

  it("stop() ends polling and listening", async () => {
    const { target, reload, fetchBuildId, stop } = watch(["b"], "a");
    stop();
    await vi.advanceTimersByTimeAsync(HOUR * 3);
    target.dispatchEvent(new Event("vite:preloadError", { cancelable: true }));
    expect(fetchBuildId).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});
