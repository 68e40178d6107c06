import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rateLimits } from "../../db/schema/index.ts";
import type { Hit, RateLimitStore } from "./rate-limit-store.ts";

/** Counters in the `rate_limits` table: one atomic upsert per hit, shared by every instance. */
export function databaseRateLimitStore(db: Db, now: () => Date): RateLimitStore {
  return {
    async hit(key, windowMs): Promise<Hit> {
      const at = now();
      const expires = new Date(at.getTime() + windowMs);
      const rows = await db
        .insert(rateLimits)
        .values({ key, count: 1, expiresAt: expires })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
            expiresAt: sql`case when ${rateLimits.expiresAt} <= ${at.toISOString()}::timestamptz then ${expires.toISOString()}::timestamptz else ${rateLimits.expiresAt} end`,
          },
        })
        .returning({ count: rateLimits.count, expiresAt: rateLimits.expiresAt });
      const row = rows[0] as { count: number; expiresAt: Date };
      return { count: row.count, resetMs: Math.max(0, row.expiresAt.getTime() - at.getTime()) };
    },
    async peek(key): Promise<Hit> {
      const at = now();
      const rows = await db
        .select({ count: rateLimits.count, expiresAt: rateLimits.expiresAt })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.expiresAt} > ${at.toISOString()}::timestamptz`);
      const row = rows[0];
      return row ? { count: row.count, resetMs: row.expiresAt.getTime() - at.getTime() } : { count: 0, resetMs: 0 };
    },
    async clear(key) {
      await db.delete(rateLimits).where(sql`${rateLimits.key} = ${key}`);
    },
    async close() {},
  };
}

/** Deletes the counters whose window ended before `now` (a new hit starts a fresh row anyway). */
export async function purgeExpiredRateLimits(db: Pick<Db, "delete">, now: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(sql`${rateLimits.expiresAt} <= ${now.toISOString()}::timestamptz`)
    .returning({ key: rateLimits.key });
  return rows.length;
}
