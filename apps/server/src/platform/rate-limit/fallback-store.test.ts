import { describe, expect, it } from "vitest";
import { fallbackRateLimitStore } from "./fallback-store.ts";
import type { RateLimitStore } from "./rate-limit-store.ts";

/** A store counting in memory, which can be switched off (every call then rejects, like Redis down). */
function memoryStore() {
  const counts = new Map<string, number>();
  const state = { up: true };
  const guard = () => {
    if (!state.up) throw new Error("connect ECONNREFUSED");
  };
  const store: RateLimitStore = {
    async hit(key) {
      guard();
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return { count: counts.get(key) ?? 0, resetMs: 1000 };
    },
    async peek(key) {
      guard();
      return { count: counts.get(key) ?? 0, resetMs: 1000 };
    },
    async clear(key) {
      guard();
      counts.delete(key);
    },
    async close() {},
  };
  return { store, state, counts };
}

const log = { warn: () => {}, info: () => {} };

describe("fallbackRateLimitStore", () => {
  it("counts in Redis while it answers, in the database while it does not, and back in Redis after", async () => {
    const redis = memoryStore();
    const database = memoryStore();
    const store = fallbackRateLimitStore(redis.store, database.store, log);
    expect((await store.hit("k", 1000)).count).toBe(1);
    redis.state.up = false;
    expect((await store.hit("k", 1000)).count).toBe(1);
    expect((await store.hit("k", 1000)).count).toBe(2);
    expect((await store.peek("k")).count).toBe(2);
    redis.state.up = true;
    expect((await store.hit("k", 1000)).count).toBe(2);
    expect(redis.counts.get("k")).toBe(2);
    expect(database.counts.get("k")).toBe(2);
  });

  it("fails only when both stores fail", async () => {
    const redis = memoryStore();
    const database = memoryStore();
    redis.state.up = false;
    database.state.up = false;
    await expect(fallbackRateLimitStore(redis.store, database.store, log).hit("k", 1000)).rejects.toThrow();
  });
});
