// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const startBuildWatcher = vi.hoisted(() => vi.fn());
const startIdlePrefetch = vi.hoisted(() => vi.fn());
const initErrorReporting = vi.hoisted(() => vi.fn(async () => false));
vi.mock("./build-watcher/build-watcher", () => ({ startBuildWatcher }));
vi.mock("./prefetch/idle-prefetch", () => ({ startIdlePrefetch }));
vi.mock("./error-reporting/error-reporting", () => ({ initErrorReporting, reportError: vi.fn() }));

const { startClientPlatform } = await import("./client-platform");
const { api } = await import("./api");

describe("startClientPlatform", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.clearAllMocks();
  });

  it("sets the error handler at once, starts every other part in a later task of its own, stops them on cleanup", () => {
    const stopWatcher = vi.fn();
    const stopPrefetch = vi.fn();
    startBuildWatcher.mockReturnValue(stopWatcher);
    startIdlePrefetch.mockReturnValue(stopPrefetch);
    const setErrorHandler = vi.spyOn(api, "setErrorHandler");

    const stop = startClientPlatform({ buildId: "b7", prefetchPaths: ["/classes"] });
    expect(setErrorHandler).toHaveBeenLastCalledWith(expect.any(Function));
    expect(initErrorReporting).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(initErrorReporting).toHaveBeenCalledOnce();
    expect(startBuildWatcher).not.toHaveBeenCalled();
    vi.advanceTimersToNextTimer();
    expect(startBuildWatcher).toHaveBeenCalledWith({ initialBuildId: "b7" });
    expect(startIdlePrefetch).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(startBuildWatcher).toHaveBeenCalledWith({ initialBuildId: "b7" });
    expect(startIdlePrefetch).toHaveBeenCalledWith(["/classes"]);

    stop();
    expect(stopWatcher).toHaveBeenCalledOnce();
    expect(stopPrefetch).toHaveBeenCalledOnce();
    expect(setErrorHandler).toHaveBeenLastCalledWith(undefined);
  });

  it("a cleanup before the later tasks starts nothing more", () => {
    const stop = startClientPlatform({ prefetchPaths: ["/classes"] });
    vi.advanceTimersToNextTimer();
    stop();
    vi.runAllTimers();
    expect(initErrorReporting).toHaveBeenCalledOnce();
    expect(startBuildWatcher).not.toHaveBeenCalled();
    expect(startIdlePrefetch).not.toHaveBeenCalled();
  });
});
