import { onIdle } from "../prefetch/idle";
import { routePattern } from "./route-pattern";

/** Share of page loads that report Web Vitals: VITE_VITALS_SAMPLE_RATE (0..1) at build time, default every one. */
export function vitalsSampleRate(raw: string | undefined = import.meta.env.VITE_VITALS_SAMPLE_RATE): number {
  const n = Number(raw);
  return raw !== undefined && raw !== "" && Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
}

/**
 * Starts Web Vitals reporting once the browser is idle after the first paint, for a sampled share
 * of page loads: the reporter and web-vitals are separate lazy chunks, never on the critical path.
 * Returns a stop function.
 */
export function startVitals(random: () => number = Math.random): () => void {
  if (typeof window === "undefined" || typeof navigator.sendBeacon !== "function") return () => {};
  if (random() >= vitalsSampleRate()) return () => {};
  const path = window.location.pathname;
  let stop = () => {};
  let stopped = false;
  const cancelIdle = onIdle(() => {
    const route = routePattern(window.__reactRouterManifest, path);
    void import("./report-vitals")
      .then((m) => m.reportVitals({ route }))
      .then((s) => {
        if (stopped) s();
        else stop = s;
      })
      .catch(() => {});
  });
  return () => {
    stopped = true;
    cancelIdle();
    stop();
  };
}
