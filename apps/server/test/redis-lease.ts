import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/**
 * A Redis database number (1-15) for one proxied test app, so that rate-limit counters of test
 * files running side by side (each on its own cloned PostgreSQL database, where user 1 is
 * everyone's user 1) never meet. Leased with SET NX in database 0, released on close with the
 * counters it left. Pub/sub ignores database numbers: the harness gives each app its own
 * PUSHER_APP_ID, which names the realtime topic.
 */
export interface RedisLease {
  url: string;
  release(): Promise<void>;
}

const leaseKey = (n: number) => `guildforge:test-redis-lease:${n}`;
/** A run killed before close() must not hold a number forever. */
const leaseSeconds = 3600;

export async function leaseRedisDatabase(baseUrl: string): Promise<RedisLease> {
  const admin = new Redis(baseUrl, { lazyConnect: true, maxRetriesPerRequest: 1, retryStrategy: () => null });
  admin.on("error", () => {});
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `TEST_VIA_PROXY=1 needs Redis at ${baseUrl} (${(e as Error).message}). Start it with:\n  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no`,
    );
  }
  const owner = `${process.pid}-${randomBytes(4).toString("hex")}`;
  try {
    for (let attempt = 0; attempt < 100; attempt++) {
      for (let n = 1; n <= 15; n++) {
        if ((await admin.set(leaseKey(n), owner, "EX", leaseSeconds, "NX")) !== "OK") continue;
        const url = new URL(baseUrl);
        url.pathname = `/${n}`;
        // Counters a killed run left behind would count against this one.
        await clearCounters(url.toString());
        return {
          url: url.toString(),
          release: async () => {
            try {
              await clearCounters(url.toString());
              if ((await admin.get(leaseKey(n))) === owner) await admin.del(leaseKey(n));
            } finally {
              admin.disconnect();
            }
          },
        };
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (e) {
    admin.disconnect();
    throw e;
  }
  admin.disconnect();
  throw new Error("TEST_VIA_PROXY=1: every Redis database 1-15 stayed leased for 20 s");
}

/** The rate limiter's keys (redis-store.ts's prefix) in one database. */
async function clearCounters(url: string): Promise<void> {
  const db = new Redis(url, { maxRetriesPerRequest: 1 });
  db.on("error", () => {});
  try {
    const keys = await db.keys("gf:rl:*");
    if (keys.length) await db.del(...keys);
  } finally {
    db.disconnect();
  }
}
