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
