/** Fallback delay where requestIdleCallback is missing (Safari): after the current burst of work. */
export const IDLE_FALLBACK_DELAY_MS = 200;
const IDLE_TIMEOUT_MS = 5_000;

/** Calls `callback` when the browser is idle; returns a cancel function. */
export function onIdle(callback: () => void): () => void {
  const w = globalThis as typeof globalThis & Partial<Pick<Window, "requestIdleCallback" | "cancelIdleCallback">>;
  if (typeof w.requestIdleCallback === "function" && typeof w.cancelIdleCallback === "function") {
    const handle = w.requestIdleCallback(() => callback(), { timeout: IDLE_TIMEOUT_MS });
    return () => w.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(callback, IDLE_FALLBACK_DELAY_MS);
  return () => clearTimeout(timer);
}

/**
 * How long after the page's `load` the idle prefetch waits before its first step (decision 491).
 * Started sooner, its ~30 module requests shared a slow phone's cores with the page's own
 * hydration: each request costs the browser's main process work too (484 ms of browser-process
 * CPU during one load of /classes on a 2-core machine, most of it per request).
 */
export const PREFETCH_SETTLE_MS = 3_000;

/** Calls `callback` once the page has loaded and then `PREFETCH_SETTLE_MS` more; returns a cancel function. */
export function afterPageSettled(callback: () => void, doc: Document = document): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = () => {
    timer = setTimeout(callback, PREFETCH_SETTLE_MS);
  };
  const view = doc.defaultView;
  if (doc.readyState === "complete" || !view) {
    wait();
    return () => clearTimeout(timer);
  }
  view.addEventListener("load", wait, { once: true });
  return () => {
    view.removeEventListener("load", wait);
    clearTimeout(timer);
  };
}
