import type { PerformanceRange, VitalsBeacon } from "@guildforge/contracts";
import type { ObservabilityConfig } from "../../config/observability-config.ts";
import type { Db } from "../../db/client.ts";
import type { Recorder } from "../../platform/observability/recorder.ts";
import { type PerformanceData, vitalScale } from "./performance.presenter.ts";
import { latestServers, requestSeries, slowRequests, totalsByKey, userNames } from "./performance.repository.ts";

const hour = 3_600_000;
/** Each range and the width of one point of its chart. */
const ranges: Record<PerformanceRange, { ms: number; stepMs: number }> = {
  "1h": { ms: hour, stepMs: 60_000 },
  "24h": { ms: 24 * hour, stepMs: 15 * 60_000 },
  "7d": { ms: 7 * 24 * hour, stepMs: 2 * hour },
};

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
    async report(range: PerformanceRange): Promise<PerformanceData> {
      const now = deps.now();
      const { ms, stepMs } = ranges[range];
      // Aggregates are per minute: the range starts at the minute boundary it falls in.
      const from = new Date(Math.floor((now.getTime() - ms) / 60_000) * 60_000);
      const [series, routes, queries, jobs, exceptions, servers, vitals, users, slow, depth] = await Promise.all([
        requestSeries(db, from, stepMs),
        // Every route (keys are route patterns, so a few hundred at most): a route asked for once,
        // and slowly, is what the admin looks for, and it would be the first cut from a top 200.
        totalsByKey(db, "request", from, 2_000),
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
      return {
        range,
        now,
        from,
        stepMs,
        slowRequestMs: settings.slowRequestMs,
        slowQueryMs: settings.slowQueryMs,
        series,
        routes,
        queries,
        jobs,
        queueDepth: depth,
        exceptions,
        servers,
        vitals,
        users,
        userNames: names,
        slow,
      };
    },
  };
}

export type PerformanceService = ReturnType<typeof createPerformanceService>;
