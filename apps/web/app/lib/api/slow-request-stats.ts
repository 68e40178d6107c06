import { API_SLOW_REQUEST_MS } from "../constants";

/** Slow-request statistics (docs/product.md#constants: threshold 1 s, statistics only, no UI). */
export interface SlowRequestStats {
  /** Requests measured (every attempt counts). */
  count: number;
  /** Requests that took longer than the threshold. */
  slowCount: number;
  /** Longest duration seen per path (query string excluded), in ms. */
  maxByPath: Record<string, number>;
}

export function createSlowRequestStats(thresholdMs = API_SLOW_REQUEST_MS) {
  const stats: SlowRequestStats = { count: 0, slowCount: 0, maxByPath: {} };
  return {
    stats,
    record(path: string, durationMs: number): void {
      const key = path.split("?")[0] ?? path;
      stats.count += 1;
      if (durationMs > thresholdMs) stats.slowCount += 1;
      stats.maxByPath[key] = Math.max(stats.maxByPath[key] ?? 0, durationMs);
    },
    reset(): void {
      stats.count = 0;
      stats.slowCount = 0;
      stats.maxByPath = {};
    },
  };
}
export type SlowRequestRecorder = ReturnType<typeof createSlowRequestStats>;
