// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";

const startBuildWatcher = vi.hoisted(() => vi.fn());
const startIdlePrefetch = vi.hoisted(() => vi.fn());
const initErrorReporting = vi.hoisted(() => vi.fn(async () => false));
vi.mock("./build-watcher/build-watcher", () => ({ startBuildWatcher }));
vi.mock("./prefetch/idle-prefetch", () => ({ startIdlePrefetch }));
vi.mock("./error-reporting/error-reporting", () => ({ initErrorReporting, reportError: vi.fn() }));

const { startClientPlatform } = await import("./client-platform");
const { api } = await import("./api");

describe("startClientPlatform", () => {
  afterEach(() => vi.clearAllMocks());

  it("starts every part and stops them on cleanup", () => {
    const stopWatcher = vi.fn();
    const stopPrefetch = vi.fn();
    startBuildWatcher.mockReturnValue(stopWatcher);
    startIdlePrefetch.mockReturnValue(stopPrefetch);
    const setErrorHandler = vi.spyOn(api, "setErrorHandler");

    const stop = startClientPlatform({ buildId: "b7", prefetchPaths: ["/classes"] });
    expect(startBuildWatcher).toHaveBeenCalledWith({ initialBuildId: "b7" });
    expect(startIdlePrefetch).toHaveBeenCalledWith(["/classes"]);
    expect(initErrorReporting).toHaveBeenCalledOnce();
    expect(setErrorHandler).toHaveBeenLastCalledWith(expect.any(Function));

    stop();
    expect(stopWatcher).toHaveBeenCalledOnce();
    expect(stopPrefetch).toHaveBeenCalledOnce();
    expect(setErrorHandler).toHaveBeenLastCalledWith(undefined);
  });
});
