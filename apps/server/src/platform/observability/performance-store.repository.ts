import { lt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { perfMinutes, perfSlowRequests } from "../../db/schema/index.ts";
import type { Slot, SlowSample } from "./recorder.ts";

/**
 * Where the recording's buffer goes (decision 320): per-minute aggregates and slow samples, each
 * instance writing its own rows, kept 7 days. The performance module reads them.
 */

/** How long performance data is kept (issue 19: trimmed after 7 days). */
export const retentionMs = 7 * 24 * 60 * 60 * 1000;
/** At most this many slow samples are kept whatever their age (the newest). */
export const maxSlowSamples = 2000;

/** Writes one instance's changed slots (its own rows: replaced, never added to) and slow samples. */
export async function writePerformance(db: Db, instance: string, slots: Slot[], slow: SlowSample[]): Promise<void> {
  if (slots.length > 0) {
    await db
      .insert(perfMinutes)
      .values(
        slots.map((s) => ({
          minute: new Date(s.minute),
          instance,
          kind: s.kind,
          key: s.key,
          count: s.count,
          failures: s.failures,
          totalMs: s.totalMs,
          maxMs: s.maxMs,
          buckets: s.buckets,
          data: s.data ?? null,
        })),
      )
      .onConflictDoUpdate({
        target: [perfMinutes.minute, perfMinutes.instance, perfMinutes.kind, perfMinutes.key],
        set: {
          count: sql`excluded.count`,
          failures: sql`excluded.failures`,
          totalMs: sql`excluded.total_ms`,
          maxMs: sql`excluded.max_ms`,
          buckets: sql`excluded.buckets`,
          data: sql`excluded.data`,
        },
      });
  }
  if (slow.length > 0) {
    await db.insert(perfSlowRequests).values(slow.map((s) => ({ ...s, instance })));
  }
}

/** Housekeeping: deletes aggregates and samples older than 7 days, and samples beyond the newest 2,000. */
export async function purgeOldPerformance(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const minutes = await db.delete(perfMinutes).where(lt(perfMinutes.minute, cutoff)).returning({ id: perfMinutes.id });
  const old = await db
    .delete(perfSlowRequests)
    .where(lt(perfSlowRequests.at, cutoff))
    .returning({ id: perfSlowRequests.id });
  const excess = rowsOf<{ id: number }>(
    await db.execute(sql`
      delete from ${perfSlowRequests} where id in (
        select id from ${perfSlowRequests} order by at desc offset ${maxSlowSamples})
      returning id`),
  );
  return minutes.length + old.length + excess.length;
}
