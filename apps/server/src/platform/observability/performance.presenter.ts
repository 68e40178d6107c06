import { type PerformanceReport, rateVital, type VitalName, vitalNames } from "@guildforge/contracts";
import { quantile } from "./histogram.ts";
import type { KeyTotals } from "./performance.repository.ts";

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
