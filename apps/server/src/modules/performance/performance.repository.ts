import { and, desc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { perfMinutes, perfSlowRequests, users } from "../../db/schema/index.ts";
import type { Buckets } from "../../platform/observability/histogram.ts";
import type { PerfKind } from "../../platform/observability/recorder.ts";

/** The reads of /admin/performance over the minute aggregates the platform's recording writes. */

export interface KeyTotals {
  key: string;
  count: number;
  failures: number;
  totalMs: number;
  maxMs: number;
  lastMinute: Date;
  buckets: Buckets;
  data: Record<string, unknown> | null;
}

/** Totals per key of one kind since `from`, every instance and minute merged (buckets summed in SQL). */
export async function totalsByKey(db: Db, kind: PerfKind, from: Date, limit = 200): Promise<KeyTotals[]> {
  const totals = await db
    .select({
      key: perfMinutes.key,
      count: sql<number>`sum(${perfMinutes.count})::int`,
      failures: sql<number>`sum(${perfMinutes.failures})::int`,
      totalMs: sql<number>`sum(${perfMinutes.totalMs})::float8`,
      maxMs: sql<number>`max(${perfMinutes.maxMs})::float8`,
      lastMinute: sql<Date>`max(${perfMinutes.minute})`,
    })
    .from(perfMinutes)
    .where(and(eq(perfMinutes.kind, kind), gte(perfMinutes.minute, from)))
    .groupBy(perfMinutes.key)
    .orderBy(desc(sql`sum(${perfMinutes.count})`))
    .limit(limit);
  if (totals.length === 0) return [];
  const keys = totals.map((t) => t.key);
  const bucketRows = rowsOf<{ key: string; idx: string; n: number }>(
    await db.execute(sql`
      select m.key, b.key as idx, sum(b.value::int)::int as n
      from ${perfMinutes} m, jsonb_each_text(m.buckets) b
      where m.kind = ${kind} and m.minute >= ${from} and m.key in ${keys}
      group by m.key, b.key`),
  );
  const dataRows = await db
    .selectDistinctOn([perfMinutes.key], { key: perfMinutes.key, data: perfMinutes.data })
    .from(perfMinutes)
    .where(and(eq(perfMinutes.kind, kind), gte(perfMinutes.minute, from), inArray(perfMinutes.key, keys)))
    .orderBy(perfMinutes.key, desc(perfMinutes.minute));
  const buckets = new Map<string, Buckets>();
  for (const r of bucketRows) {
    const b = buckets.get(r.key) ?? {};
    b[r.idx] = Number(r.n);
    buckets.set(r.key, b);
  }
  const data = new Map(dataRows.map((r) => [r.key, r.data]));
  return totals.map((t) => ({
    ...t,
    count: Number(t.count),
    failures: Number(t.failures),
    totalMs: Number(t.totalMs),
    maxMs: Number(t.maxMs),
    lastMinute: new Date(t.lastMinute),
    buckets: buckets.get(t.key) ?? {},
    data: data.get(t.key) ?? null,
  }));
}

/** Requests and 5xx per time step since `from` (every route and instance). */
export async function requestSeries(db: Db, from: Date, stepMs: number) {
  const step = stepMs / 1000;
  const rows = rowsOf<{ t: string; requests: number; failures: number }>(
    await db.execute(sql`
      select to_timestamp(floor(extract(epoch from minute) / ${step}) * ${step}) as t,
        sum(count)::int as requests, sum(failures)::int as failures
      from ${perfMinutes}
      where kind = 'request' and minute >= ${from}
      group by 1 order by 1`),
  );
  return rows.map((r) => ({ t: new Date(r.t), requests: Number(r.requests), failures: Number(r.failures) }));
}

/** The latest gauge snapshot of each instance seen since `from`. */
export async function latestServers(db: Db, from: Date) {
  return db
    .selectDistinctOn([perfMinutes.instance], {
      instance: perfMinutes.instance,
      minute: perfMinutes.minute,
      data: perfMinutes.data,
    })
    .from(perfMinutes)
    .where(and(eq(perfMinutes.kind, "server"), gte(perfMinutes.minute, from)))
    .orderBy(perfMinutes.instance, desc(perfMinutes.minute));
}

/** The slowest sampled requests since `from`, with the user's name when one was signed in. */
export async function slowRequests(db: Db, from: Date, limit = 50) {
  return db
    .select({
      at: perfSlowRequests.at,
      method: perfSlowRequests.method,
      route: perfSlowRequests.route,
      status: perfSlowRequests.status,
      durationMs: perfSlowRequests.durationMs,
      userId: perfSlowRequests.userId,
      userName: users.name,
    })
    .from(perfSlowRequests)
    .leftJoin(users, eq(users.id, perfSlowRequests.userId))
    .where(gte(perfSlowRequests.at, from))
    .orderBy(desc(perfSlowRequests.at))
    .limit(limit);
}

/** Names of users by id (the top users card). */
export async function userNames(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
