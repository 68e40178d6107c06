import type { VitalName } from "@guildforge/contracts";
import type { Metric } from "web-vitals";

/** Where beacons go (apps/server modules/performance, decision 321). */
export const VITALS_URL = "/api/vitals";

export interface VitalsOptions {
  /** The landing page's route pattern (`/classes/:id`). */
  route: string;
  /** Loads web-vitals; lazy, so that the first paint never waits for it. */
  load?: () => Promise<typeof import("web-vitals")>;
  send?: (url: string, body: string) => boolean;
}

/**
 * Measures this page load's LCP, INP, CLS, FCP and TTFB with web-vitals and sends them in one
 * `navigator.sendBeacon` (a text/plain JSON string: no preflight, no cookie needed) when the page
 * is hidden or left. Only the route pattern and the numbers are sent. Returns a stop function.
 */
export async function reportVitals(options: VitalsOptions): Promise<() => void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await (options.load ?? (() => import("web-vitals")))();
  const send = options.send ?? ((url: string, body: string) => navigator.sendBeacon(url, body));
  const pending = new Map<VitalName, number>();
  const take = (metric: Metric) => pending.set(metric.name as VitalName, Math.max(0, metric.value));
  for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(take);

  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value: Math.round(value * 1000) / 1000 }));
    pending.clear();
    send(VITALS_URL, JSON.stringify({ route: options.route, metrics }));
  };
  const onHidden = () => {
    if (document.visibilityState === "hidden") flush();
  };
  document.addEventListener("visibilitychange", onHidden);
  window.addEventListener("pagehide", flush);
  return () => {
    document.removeEventListener("visibilitychange", onHidden);
    window.removeEventListener("pagehide", flush);
  };
}
