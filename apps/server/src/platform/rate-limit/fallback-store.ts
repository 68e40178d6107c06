import type { FastifyBaseLogger } from "fastify";
import type { Hit, RateLimitStore } from "./rate-limit-store.ts";

/**
 * Redis counters with the database as the fallback (decision 416): while Redis does not answer,
 * every call goes to the database store instead, so limits still hold (counted afresh there)
 * and no request fails because Redis is down. Each call tries Redis first, so counting returns
 * to Redis as soon as it answers again. One warning per outage, one line when it recovers.
 */
export function fallbackRateLimitStore(
  primary: RateLimitStore,
  fallback: RateLimitStore,
  log: Pick<FastifyBaseLogger, "warn" | "info">,
): RateLimitStore {
  let down = false;
  const run = async <T>(call: (store: RateLimitStore) => Promise<T>): Promise<T> => {
    try {
      const result = await call(primary);
      if (down) {
        down = false;
        log.info("rate limits: Redis answers again, counting there");
      }
      return result;
    } catch (err) {
      if (!down) {
        down = true;
        log.warn({ err }, "rate limits: Redis unavailable, counting in the database until it answers");
      }
      return call(fallback);
    }
  };
  return {
    hit: (key, windowMs): Promise<Hit> => run((s) => s.hit(key, windowMs)),
    peek: (key): Promise<Hit> => run((s) => s.peek(key)),
    clear: (key) => run((s) => s.clear(key)),
    async close() {
      await Promise.all([primary.close(), fallback.close()]);
    },
  };
}
