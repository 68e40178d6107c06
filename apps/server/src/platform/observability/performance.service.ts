import type { PerformanceRange, PerformanceReport, VitalsBeacon } from "@guildforge/contracts";
import type { ObservabilityConfig } from "../../config/observability-config.ts";
import type { Db } from "../../db/client.ts";
import { latencyRow, serverRow, vitalRows, vitalScale } from "./performance.presenter.ts";
import { latestServers, requestSeries, slowRequests, totalsByKey, userNames } from "./performance.repository.ts";
import type { Recorder } from "./recorder.ts";

const hour = 3_600_000;
/** Each range and the width of one point of its chart. */
const ranges: Record<PerformanceRange, { ms: number; stepMs: number }> = {
  "1h": { ms: hour, stepMs: 60_000 },
  "24h": { ms: 24 * hour, stepMs: 15 * 60_000 },
  "7d": { ms: 7 * 24 * hour, stepMs: 2 * hour },
};

/** One point per step of the range, zero where nothing was recorded (a chart then shows the quiet minutes). */
function fillSteps(
  points: Array<{ t: Date; requests: number; failures: number }>,
  from: Date,
  now: Date,
  stepMs: number,
) {
  const byStep = new Map(points.map((p) => [p.t.getTime(), p]));
  const out: PerformanceReport["series"] = [];
  for (let t = Math.floor(from.getTime() / stepMs) * stepMs; t <= now.getTime(); t += stepMs) {
    const p = byStep.get(t);
    out.push({ t: new Date(t).toISOString(), requests: p?.requests ?? 0, errors: p?.failures ?? 0 });
  }
  return out;
}

export interface PerformanceDeps {
  db: Db;
  now: () => Date;
  settings: ObservabilityConfig;
  recorder: Recorder | null;
  /** Jobs waiting per queue right now (pg-boss). */
  queueDepth: () => Promise<Map<string, number>>;
}

export function createPerformanceService(deps: PerformanceDeps) {
  const { db, settings } = deps;
  return {
    /** Records one beacon's measurements under its route pattern (nothing else is kept). */
    recordVitals(beacon: VitalsBeacon): void {
      for (const m of beacon.metrics)
        deps.recorder?.observe("vital", `${m.name} ${beacon.route}`, m.value * vitalScale(m.name));
    },

    /** Every card of /admin/performance over the range, merged across instances. */
    async report(range: PerformanceRange): Promise<PerformanceReport> {
      const now = deps.now();
      const { ms, stepMs } = ranges[range];
      // Aggregates are per minute: the range starts at the minute boundary it falls in.
      const from = new Date(Math.floor((now.getTime() - ms) / 60_000) * 60_000);
      const [series, routes, queries, jobs, exceptions, servers, vitals, users, slow, depth] = await Promise.all([
        requestSeries(db, from, stepMs),
        totalsByKey(db, "request", from),
        totalsByKey(db, "query", from, 50),
        totalsByKey(db, "job", from, 50),
        totalsByKey(db, "exception", from, 50),
        latestServers(db, from),
        totalsByKey(db, "vital", from, 500),
        totalsByKey(db, "user", from, 10),
        slowRequests(db, from),
        deps.queueDepth().catch(() => new Map<string, number>()),
      ]);
      const names = await userNames(
        db,
        users.map((u) => Number(u.key)),
      );
      const queues = new Set([...jobs.map((j) => j.key), ...depth.keys()]);
      return {
        range,
        generated_at: now.toISOString(),
        slow_request_ms: settings.slowRequestMs,
        slow_query_ms: settings.slowQueryMs,
        step_seconds: stepMs / 1000,
        series: fillSteps(series, from, now, stepMs),
        totals: {
          requests: routes.reduce((n, r) => n + r.count, 0),
          errors: routes.reduce((n, r) => n + r.failures, 0),
        },
        routes: routes.map((r) => ({ route: r.key, ...latencyRow(r) })),
        slow_requests: slow.map((s) => ({
          at: s.at.toISOString(),
          method: s.method,
          route: s.route,
          status: s.status,
          duration_ms: Math.round(s.durationMs),
          user: s.userId !== null && s.userName !== null ? { id: s.userId, name: s.userName } : null,
        })),
        slow_queries: queries
          .map((q) => {
            const row = latencyRow(q);
            return { sql: q.key, count: q.count, p95: row.p95, max: row.max };
          })
          .sort((a, b) => b.max - a.max),
        jobs: [...queues].sort().map((queue) => {
          const t = jobs.find((j) => j.key === queue);
          const row = t ? latencyRow(t) : null;
          return {
            queue,
            count: t?.count ?? 0,
            failures: t?.failures ?? 0,
            p95: row?.p95 ?? null,
            max: row?.max ?? 0,
            queued: depth.get(queue) ?? null,
          };
        }),
        exceptions: exceptions.map((e) => ({
          group: e.key,
          count: e.count,
          last_seen: e.lastMinute.toISOString(),
          message: typeof e.data?.message === "string" ? e.data.message : null,
          request: typeof e.data?.request === "string" ? e.data.request : null,
        })),
        servers: servers.map(serverRow),
        vitals: vitalRows(vitals),
        top_users: users.map((u) => {
          const id = Number(u.key);
          const name = names.get(id);
          return { user: name ? { id, name } : null, requests: u.count };
        }),
      };
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
