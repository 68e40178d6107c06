import { Redis } from "ioredis";
import type { Hit, RateLimitStore } from "./rate-limit-store.ts";

const hitScript = `
local c = redis.call('INCR', KEYS[1])
if c == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {c, redis.call('PTTL', KEYS[1])}`;

/**
 * Counters in Redis (REDIS_URL): INCR + PEXPIRE in one script, so the window is atomic. While
 * Redis is unreachable a call fails at once (no offline queue) or within a second (a stalled
 * connection), and the fallback store takes over (fallback-store.ts); ioredis reconnects by itself.
 */
export function redisRateLimitStore(url: string, prefix = "gf:rl:"): RateLimitStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, commandTimeout: 1000 });
  // Connection errors surface as the failed calls; unlistened, ioredis prints each retry.
  redis.on("error", () => {});
  return {
    async hit(key, windowMs): Promise<Hit> {
      const [count, ttl] = (await redis.eval(hitScript, 1, prefix + key, String(windowMs))) as [number, number];
      return { count, resetMs: Math.max(0, ttl) };
    },
    async peek(key): Promise<Hit> {
      const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
      return { count: Number(count ?? 0), resetMs: Math.max(0, ttl) };
    },
    async clear(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
