import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/client.ts";
import { type ErrorText, errors } from "../errors.ts";
import { fallbackRateLimitStore } from "./fallback-store.ts";
import { databaseRateLimitStore } from "./rate-limit.repository.ts";
import type { Hit, RateLimitStore } from "./rate-limit-store.ts";
import { redisRateLimitStore } from "./redis-store.ts";

export interface Limit {
  /** Allowed hits per window. */
  max: number;
  windowSeconds: number;
}

export interface RateLimiter {
  /** Counts a hit; throws 429 (with Retry-After) once the window holds more than `max`. */
  consume(key: string, limit: Limit, message?: ErrorText): Promise<void>;
  /** Throws 429 if `key` already reached `max` in its window, without counting (failure counters). */
  check(key: string, limit: Limit, message?: ErrorText): Promise<void>;
  /** Counts a hit without throwing (e.g. a failed login); returns the hits in the window (0 when off). */
  record(key: string, limit: Limit): Promise<number>;
  /** The hits in `key`'s window and the time left, without counting ({ count: 0 } when off). */
  peek(key: string): Promise<Hit>;
  clear(key: string): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    rateLimiter: RateLimiter;
  }
}

export function createRateLimiter(store: RateLimitStore | null): RateLimiter {
  if (!store) {
    const none = async () => {};
    return {
      consume: none,
      check: none,
      record: async () => 0,
      peek: async () => ({ count: 0, resetMs: 0 }),
      clear: none,
    };
  }
  return {
    async consume(key, limit, message) {
      const hit = await store.hit(key, limit.windowSeconds * 1000);
      if (hit.count > limit.max) throw errors.rateLimited(hit.resetMs / 1000, message);
    },
    async check(key, limit, message) {
      const hit = await store.peek(key);
      if (hit.count >= limit.max) throw errors.rateLimited(hit.resetMs / 1000, message);
    },
    async record(key, limit) {
      return (await store.hit(key, limit.windowSeconds * 1000)).count;
    },
    peek: (key) => store.peek(key),
    clear: (key) => store.clear(key),
  };
}

/**
 * `app.rateLimiter`: Redis when REDIS_URL is set (the database while Redis is down), else the
 * database; no-ops with RATE_LIMITS=off.
 */
export function registerRateLimiter(app: FastifyInstance, config: Config, db: Db, now: () => Date) {
  const store = !config.rateLimits
    ? null
    : config.redisUrl
      ? fallbackRateLimitStore(redisRateLimitStore(config.redisUrl), databaseRateLimitStore(db, now), app.log)
      : databaseRateLimitStore(db, now);
  app.decorate("rateLimiter", createRateLimiter(store));
  if (store) app.addHook("onClose", () => store.close());
}
