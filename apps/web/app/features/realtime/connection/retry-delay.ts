import { REALTIME_BACKOFF_INITIAL_MS, REALTIME_BACKOFF_MAX_MS } from "../../../lib/constants";

/** docs/product.md#states/#constants: the delay before reconnect attempt `n` (1-based): 1 s doubling, at most 30 s. */
export function retryDelay(attempt: number): number {
  const doubled = REALTIME_BACKOFF_INITIAL_MS * 2 ** Math.max(0, attempt - 1);
  return Math.min(doubled, REALTIME_BACKOFF_MAX_MS);
}
