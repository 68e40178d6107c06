import {
  type PerformanceRange,
  type PerformanceReport,
  rateVital,
  type VitalName,
  vitalNames,
} from "@guildforge/contracts";
import { quantile } from "../../platform/observability/histogram.ts";
import type { KeyTotals, latestServers, requestSeries, slowRequests } from "./performance.repository.ts";

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

/** A route/queue/statement row: count, failures and p50/p95/p99 from the merged histogram. */
export function latencyRow(t: KeyTotals) {
  return {
    count: t.count,
    errors: t.failures,
    p50: round(quantile(t.buckets, 0.5, t.maxMs)),
    p95: round(quantile(t.buckets, 0.95, t.maxMs)),
    p99: round(quantile(t.buckets, 0.99, t.maxMs)),
    max: round(t.maxMs) as number,
  };
}

/** CLS travels in thousandths (histogram buckets start at 1); the others in milliseconds. */
export const vitalScale = (name: VitalName) => (name === "CLS" ? 1000 : 1);

/** Vital keys are "LCP /classes/:id": p75 per route and metric, rated against Google's thresholds. */
export function vitalRows(totals: KeyTotals[]): PerformanceReport["vitals"] {
  const rows: PerformanceReport["vitals"] = [];
  for (const t of totals) {
    const space = t.key.indexOf(" ");
    const name = t.key.slice(0, space) as VitalName;
    if (!vitalNames.includes(name)) continue;
    const scaled = quantile(t.buckets, 0.75, t.maxMs) ?? 0;
    const p75 = name === "CLS" ? Math.round((scaled / 1000) * 1000) / 1000 : Math.round(scaled);
    rows.push({ route: t.key.slice(space + 1), name, p75, samples: t.count, rating: rateVital(name, p75) });
  }
  return rows.sort((a, b) => a.route.localeCompare(b.route) || vitalNames.indexOf(a.name) - vitalNames.indexOf(b.name));
}

export function serverRow(row: { instance: string; minute: Date; data: Record<string, unknown> | null }) {
  const d = row.data ?? {};
  const num = (k: string) => (typeof d[k] === "number" ? (d[k] as number) : 0);
  return {
    instance: row.instance,
    last_seen: row.minute.toISOString(),
    cpu_percent: num("cpu_percent"),
    memory_mb: num("memory_mb"),
    event_loop_p99_ms: num("event_loop_p99_ms"),
    sockets: num("sockets"),
    channels: num("channels"),
  };
}

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

/** What the report reads over its range: the minute aggregates of every instance, merged. */
export interface PerformanceData {
  range: PerformanceRange;
  now: Date;
  /** The range's first minute. */
  from: Date;
  /** The width of one point of the chart. */
  stepMs: number;
  slowRequestMs: number;
  slowQueryMs: number;
  series: Awaited<ReturnType<typeof requestSeries>>;
  routes: KeyTotals[];
  queries: KeyTotals[];
  jobs: KeyTotals[];
  /** Jobs waiting per queue now (empty when the queue could not be asked). */
  queueDepth: Map<string, number>;
  exceptions: KeyTotals[];
  servers: Awaited<ReturnType<typeof latestServers>>;
  vitals: KeyTotals[];
  users: KeyTotals[];
  userNames: Map<number, string>;
  slow: Awaited<ReturnType<typeof slowRequests>>;
}

/** Every card of /admin/performance (the `data` of GET /api/admin/performance). */
export function presentPerformanceReport(d: PerformanceData): PerformanceReport {
  const queues = new Set([...d.jobs.map((j) => j.key), ...d.queueDepth.keys()]);
  return {
    range: d.range,
    generated_at: d.now.toISOString(),
    slow_request_ms: d.slowRequestMs,
    slow_query_ms: d.slowQueryMs,
    step_seconds: d.stepMs / 1000,
    series: fillSteps(d.series, d.from, d.now, d.stepMs),
    totals: {
      requests: d.routes.reduce((n, r) => n + r.count, 0),
      errors: d.routes.reduce((n, r) => n + r.failures, 0),
    },
    routes: d.routes.map((r) => ({ route: r.key, ...latencyRow(r) })),
    slow_requests: d.slow.map((s) => ({
      at: s.at.toISOString(),
      method: s.method,
      route: s.route,
      status: s.status,
      duration_ms: Math.round(s.durationMs),
      user: s.userId !== null && s.userName !== null ? { id: s.userId, name: s.userName } : null,
    })),
    slow_queries: d.queries
      .map((q) => {
        const row = latencyRow(q);
        return { sql: q.key, count: q.count, p95: row.p95, max: row.max };
      })
      .sort((a, b) => b.max - a.max),
    jobs: [...queues].sort().map((queue) => {
      const t = d.jobs.find((j) => j.key === queue);
      const row = t ? latencyRow(t) : null;
      return {
        queue,
        count: t?.count ?? 0,
        failures: t?.failures ?? 0,
        p95: row?.p95 ?? null,
        max: row?.max ?? 0,
        queued: d.queueDepth.get(queue) ?? null,
      };
    }),
    exceptions: d.exceptions.map((e) => ({
      group: e.key,
      count: e.count,
      last_seen: e.lastMinute.toISOString(),
      message: typeof e.data?.message === "string" ? e.data.message : null,
      request: typeof e.data?.request === "string" ? e.data.request : null,
    })),
    servers: d.servers.map(serverRow),
    vitals: vitalRows(d.vitals),
    top_users: d.users.map((u) => {
      const id = Number(u.key);
      const name = d.userNames.get(id);
      return { user: name ? { id, name } : null, requests: u.count };
    }),
  };
}
