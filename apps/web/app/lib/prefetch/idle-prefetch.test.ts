// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { afterPageSettled, PREFETCH_SETTLE_MS } from "./idle";
import { startIdlePrefetch } from "./idle-prefetch";
import { preloadModule } from "./preload-module";
import type { RouteManifest } from "./route-modules";

const pages = Array.from({ length: 8 }, (_, i) => `p${i}`);
const manifest: RouteManifest = {
  routes: Object.fromEntries([
    ["root", { id: "root", path: "", module: "/assets/root.js" }],
    ...pages.map((p) => [p, { id: p, parentId: "root", path: p, module: `/assets/${p}.js` }]),
  ]),
};

describe("startIdlePrefetch (docs/product.md#constants: about 5 concurrent route preloads)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function run(paths: string[]) {
    const resolvers: (() => void)[] = [];
    const preload = vi.fn((_url: string) => new Promise<void>((resolve) => resolvers.push(resolve)));
    let idleCallback: (() => void) | undefined;
    const cancel = startIdlePrefetch(paths, {
      manifest: () => manifest,
      loadedModules: () => ({ root: {} }),
      preload,
      settled: (cb) => {
        cb();
        return () => {};
      },
      idle: (cb) => {
        idleCallback = cb;
        return () => {
          idleCallback = undefined;
        };
      },
    });
    /** Every idle period the prefetch asks for, until it asks for no more; returns how many there were. */
    const idleUntilDone = () => {
      let periods = 0;
      for (let cb = idleCallback; cb; cb = idleCallback === cb ? undefined : idleCallback) {
        periods++;
        cb();
      }
      return periods;
    };
    return { preload, resolvers, cancel, idle: idleUntilDone, idleOnce: () => idleCallback?.() };
  }

  it("waits for idle, then preloads 5 at a time", async () => {
    const { preload, resolvers, idle } = run(pages.map((p) => `/${p}`));
    expect(preload).not.toHaveBeenCalled();
    idle();
    expect(preload).toHaveBeenCalledTimes(5);
    resolvers[0]?.();
    await vi.advanceTimersByTimeAsync(0);
    expect(preload).toHaveBeenCalledTimes(6);
    for (const r of resolvers.slice(1)) r();
    await vi.advanceTimersByTimeAsync(0);
    for (const r of resolvers.slice(6)) r();
    await vi.advanceTimersByTimeAsync(0);
    expect(preload.mock.calls.map(([url]) => url)).toEqual(pages.map((p) => `/assets/${p}.js`));
  });

  it("takes one step per idle period: matching a path, then starting one preload (decision 490)", () => {
    const { preload, idle, idleOnce } = run(["/p1", "/p2"]);
    idleOnce();
    expect(preload).not.toHaveBeenCalled();
    idleOnce();
    expect(preload).not.toHaveBeenCalled();
    idleOnce();
    expect(preload.mock.calls.map(([url]) => url)).toEqual(["/assets/p1.js"]);
    expect(idle()).toBe(1);
    expect(preload.mock.calls.map(([url]) => url)).toEqual(["/assets/p1.js", "/assets/p2.js"]);
  });

  it("deduplicates paths and skips loaded routes", () => {
    const { preload, idle } = run(["/p1", "/p1?x=1", "/"]);
    idle();
    expect(preload.mock.calls.map(([url]) => url)).toEqual(["/assets/p1.js"]);
  });

  it("cancel before idle prefetches nothing; cancel mid-way stops the queue", async () => {
    const early = run(["/p1"]);
    early.cancel();
    early.idle();
    expect(early.preload).not.toHaveBeenCalled();

    const late = run(pages.map((p) => `/${p}`));
    late.idle();
    late.cancel();
    for (const r of late.resolvers) r();
    await vi.advanceTimersByTimeAsync(0);
    expect(late.preload).toHaveBeenCalledTimes(5);
  });

  it("starts 3 s after the page's load, then uses the idle fallback timer when requestIdleCallback is missing (decision 491)", async () => {
    const preload = vi.fn(async () => {});
    startIdlePrefetch(["/p2"], { manifest: () => manifest, loadedModules: () => ({ root: {} }), preload });
    expect(document.readyState).toBe("complete");
    await vi.advanceTimersByTimeAsync(PREFETCH_SETTLE_MS + 199);
    expect(preload).not.toHaveBeenCalled(); // settled at 3 s; the first idle period comes at 3.2 s
    await vi.advanceTimersByTimeAsync(1);
    expect(preload).not.toHaveBeenCalled(); // the path matched; its preload waits for the next period
    await vi.advanceTimersByTimeAsync(200);
    expect(preload).toHaveBeenCalledWith("/assets/p2.js");
  });
});

describe("afterPageSettled", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  function loadingDocument() {
    const view = new EventTarget();
    const doc = { readyState: "loading", defaultView: view } as unknown as Document;
    return { doc, load: () => view.dispatchEvent(new Event("load")) };
  }

  it("waits for the page's load, then 3 s more", async () => {
    const { doc, load } = loadingDocument();
    const go = vi.fn();
    afterPageSettled(go, doc);
    await vi.advanceTimersByTimeAsync(10 * PREFETCH_SETTLE_MS);
    expect(go).not.toHaveBeenCalled();
    load();
    await vi.advanceTimersByTimeAsync(PREFETCH_SETTLE_MS - 1);
    expect(go).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(go).toHaveBeenCalledOnce();
  });

  it("cancelled before the load or during the wait, never calls back", async () => {
    const before = loadingDocument();
    const go = vi.fn();
    afterPageSettled(go, before.doc)();
    before.load();
    const during = loadingDocument();
    const cancel = afterPageSettled(go, during.doc);
    during.load();
    await vi.advanceTimersByTimeAsync(PREFETCH_SETTLE_MS / 2);
    cancel();
    await vi.advanceTimersByTimeAsync(10 * PREFETCH_SETTLE_MS);
    expect(go).not.toHaveBeenCalled();
  });
});

describe("preloadModule", () => {
  afterEach(() => {
    document.head.innerHTML = "";
  });

  it("adds one modulepreload link per URL and resolves on load", async () => {
    const first = preloadModule("/assets/a.js");
    const link = document.head.querySelector<HTMLLinkElement>("link[rel=modulepreload]");
    expect(link?.getAttribute("href")).toBe("/assets/a.js");
    link?.dispatchEvent(new Event("load"));
    await first;
    await preloadModule("/assets/a.js");
    expect(document.head.querySelectorAll("link[rel=modulepreload]")).toHaveLength(1);
  });

  it("resolves on error too (prefetch is best effort)", async () => {
    const pending = preloadModule("/assets/missing.js");
    document.head.querySelector("link")?.dispatchEvent(new Event("error"));
    await expect(pending).resolves.toBeUndefined();
  });
});
