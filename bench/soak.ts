// Soak (issue 23 part 6): one real server process on a fresh PostgreSQL database (demo catalogue,
// Redis) under the mixed workload of capacity.workload.ts at a fixed rate for BENCH_SOAK_MINUTES
// (default 30), with live sockets open. Every 10 s it reads the instance's own /metrics
// (prom-client: resident memory, and the event-loop delay p99 of perf_hooks.monitorEventLoopDelay
// since the previous read) and counts the database's connections in pg_stat_activity.
// Claims after the warm-up (a quarter of the run, at most 5 minutes): 0 errors, RSS growth <= 10 %
// (median of the last three reads against the first three), event-loop p99 <= 20 ms in every
// window, database connections flat (never above the pools' ceiling, 14).
// Exits 1 when one breaks. The `soak` stage of `npm test` runs it for 2 minutes (decision 432).
//
// Knobs: BENCH_SOAK_MINUTES (30), BENCH_SOAK_RATE (req/s; without it a quick ramp measures the
// max and the soak runs at half of it), BENCH_LIVE_SOCKETS (100), BENCH_CONNECTIONS (32).
import { randomBytes } from "node:crypto";
import { cpus, loadavg } from "node:os";
import { Worker } from "node:worker_threads";
import { connectionsTo, freshDatabase, redisUrl, startInstance } from "./capacity.instances.ts";
import { benchPusher, buildWorkload, openSockets, quantile, runLoad } from "./capacity.workload.ts";
import { fmt, table } from "./lib.ts";

const minutes = Number(process.env.BENCH_SOAK_MINUTES || 30);
const liveSockets = Number(process.env.BENCH_LIVE_SOCKETS || 100);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const sampleMs = 10_000;
const warmupMs = Math.min(5 * 60_000, (minutes * 60_000) / 4);
const metricsToken = randomBytes(16).toString("hex");
/**
 * "Flat" database connections: never above what the instance's pools may open (the app's pg.Pool
 * max 10 in db/client.ts + pg-boss's max 4 in platform/jobs). Within that ceiling pools open and
 * idle out connections as load comes and goes; a connection made outside them, or never closed,
 * takes the count past it.
 */
const poolCeiling = Number(process.env.BENCH_DB_CONNECTIONS_MAX || 14);

interface Sample {
  at: number;
  rss: number;
  loopP99: number;
  /** The same figure in an idle worker thread of the bench process: the machine's floor. */
  floorP99: number;
  dbConnections: number;
}

/** prom-client's eventLoopMonitoringPrecision, set in the server's platform/observability/prometheus.ts. */
const LOOP_RESOLUTION_MS = 10;

/**
 * The machine's load beside its cores: the soak's event-loop figures are the server's wall time,
 * so a machine busy with other work reads slower; this says how busy it was.
 */
function machineLoad(): string {
  const [one, five] = loadavg().map((l) => fmt(l, 2));
  return `machine load average ${one} (1 min) / ${five} (5 min) on ${cpus().length} cores`;
}

async function readMetrics(base: string): Promise<{ rss: number; loopP99: number }> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } });
  if (res.status !== 200) throw new Error(`/metrics answered ${res.status}`);
  const text = await res.text();
  const value = (name: string) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)$`, "m").exec(text)?.[1]);
  // prom-client's monitor ticks every 10 ms and records the time between ticks, so an idle loop
  // reads ~10 ms: the delay is the reading minus that interval (nodejs/node#34661).
  const loopP99 = Math.max(0, value("nodejs_eventloop_lag_p99_seconds") * 1000 - LOOP_RESOLUTION_MS);
  return { rss: value("process_resident_memory_bytes"), loopP99 };
}

const database = await freshDatabase("soak");
const problems: string[] = [];
let line = "";
try {
  const server = await startInstance({
    SEED: "demo",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    METRICS_TOKEN: metricsToken,
    ...benchPusher,
  });
  try {
    const { requests, classIds } = await buildWorkload(server.url);
    let rate = Number(process.env.BENCH_SOAK_RATE || 0);
    if (!rate) {
      // A quick ramp (5 s a step) for the max, as bench/capacity.ts measures it.
      let max = 0.5;
      for (const r of [1, 2, 4, 8, 16, 32, 64]) {
        const res = await runLoad({ requests, rate: r, seconds: 5, connections });
        if (res.errors || quantile(Object.values(res.latencies).flat(), 0.99) > 200) break;
        max = r;
      }
      rate = Math.max(0.5, max / 2);
      console.log(`soak: quick ramp max ${max} req/s, soaking at half: ${rate} req/s`);
    }
    const live = await openSockets(
      server.port,
      liveSockets,
      classIds.map((id) => `class.${id}`),
    );
    console.log(
      `soak: ${minutes} min at ${rate} req/s (mixed), ${liveSockets} live sockets, PostgreSQL ${database.name}; warm-up ${fmt(warmupMs / 1000)} s; ${machineLoad()}`,
    );
    await readMetrics(server.url); // resets the event-loop window
    const floor = new Worker(new URL("./soak.loop-floor.ts", import.meta.url));
    const readFloor = () => {
      const answer = new Promise<number>((resolve) => floor.once("message", resolve));
      floor.postMessage("read");
      return answer;
    };
    await readFloor();
    const start = performance.now();
    const load = runLoad({ requests, rate, seconds: minutes * 60, connections });
    let finished = false;
    void load.finally(() => {
      finished = true;
    });
    const samples: Sample[] = [];
    while (!finished) {
      await Promise.race([new Promise((r) => setTimeout(r, sampleMs)), load]);
      if (finished) break;
      const [m, floorP99] = await Promise.all([readMetrics(server.url), readFloor()]);
      const s = { at: performance.now() - start, ...m, floorP99, dbConnections: await connectionsTo(database.name) };
      samples.push(s);
      console.log(
        `  ${fmt(s.at / 1000)} s: RSS ${fmt(s.rss / 2 ** 20)} MiB, event-loop p99 ${fmt(s.loopP99, 1)} ms (idle thread ${fmt(s.floorP99, 1)} ms), ${s.dbConnections} db connections`,
      );
    }
    const result = await load;
    console.log(`soak: finished; ${machineLoad()}`);
    floor.postMessage("stop");
    const openAtEnd = live.open();
    live.close();
    const all = Object.values(result.latencies).flat();
    const after = samples.filter((s) => s.at >= warmupMs);
    if (after.length < 4) throw new Error(`only ${after.length} samples after the warm-up: run longer`);
    const median = (xs: number[]) => quantile(xs, 0.5);
    const rssStart = median(after.slice(0, 3).map((s) => s.rss));
    const rssEnd = median(after.slice(-3).map((s) => s.rss));
    const growth = (rssEnd - rssStart) / rssStart;
    const worstLoop = Math.max(...after.map((s) => s.loopP99));
    const half = Math.floor(after.length / 2);
    const firstMax = Math.max(...after.slice(0, half).map((s) => s.dbConnections));
    const secondMax = Math.max(...after.slice(half).map((s) => s.dbConnections));
    const check = (ok: boolean, what: string) => {
      if (!ok) problems.push(what);
      return ok ? "PASS" : "FAIL";
    };
    console.log(
      `\n${table([
        ["claim (after warm-up)", "measured", "target", ""],
        [
          "errors",
          `${result.errors} of ${fmt(result.sent)}`,
          "0",
          check(result.errors === 0, `${result.errors} errors: ${result.samples.join("; ")}`),
        ],
        [
          "RSS growth",
          `${fmt(rssStart / 2 ** 20)} -> ${fmt(rssEnd / 2 ** 20)} MiB (${fmt(growth * 100, 1)} %)`,
          "<= 10 %",
          check(growth <= 0.1, `RSS grew ${fmt(growth * 100, 1)} %`),
        ],
        [
          "event-loop p99 (worst 10 s window)",
          `${fmt(worstLoop, 1)} ms (median window ${fmt(median(after.map((s) => s.loopP99)), 1)}; idle thread worst ${fmt(Math.max(...after.map((s) => s.floorP99)), 1)}, median ${fmt(median(after.map((s) => s.floorP99)), 1)})`,
          "<= 20 ms",
          check(worstLoop <= 20, `event-loop p99 reached ${fmt(worstLoop, 1)} ms`),
        ],
        [
          "db connections (max 1st / 2nd half)",
          `${firstMax} / ${secondMax}`,
          `<= ${poolCeiling}`,
          check(
            Math.max(firstMax, secondMax) <= poolCeiling,
            `database connections reached ${Math.max(firstMax, secondMax)}, above the pools' ${poolCeiling}`,
          ),
        ],
        [
          "live sockets still open",
          `${openAtEnd} of ${liveSockets}`,
          "all",
          check(openAtEnd === liveSockets, `${liveSockets - openAtEnd} live sockets closed`),
        ],
      ])}`,
    );
    line =
      `soak: ${minutes} min at ${rate} req/s, ${fmt(result.sent)} requests, ${result.errors} errors, p50/p99 ${fmt(quantile(all, 0.5))}/${fmt(quantile(all, 0.99))} ms, ` +
      `RSS ${fmt(growth * 100, 1)} %, event-loop p99 <= ${fmt(worstLoop, 1)} ms (idle thread <= ${fmt(Math.max(...after.map((s) => s.floorP99)), 1)} ms), db connections ${firstMax}/${secondMax}`;
  } finally {
    await server.dispose();
  }
} finally {
  await database.drop();
}
for (const p of problems) console.log(`FAIL ${p}`);
console.log(line);
process.exit(problems.length ? 1 : 0);
