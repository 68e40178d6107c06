export interface Hit {
  /** Hits in the current window, including this one. */
  count: number;
  /** Milliseconds until the window ends. */
  resetMs: number;
}

/** Where fixed-window counters live: the database or Redis (both shared across instances). */
export interface RateLimitStore {
  hit(key: string, windowMs: number): Promise<Hit>;
  peek(key: string): Promise<Hit>;
  clear(key: string): Promise<void>;
  close(): Promise<void>;
}
