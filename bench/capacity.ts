// Throughput per instance (issue 23 part 4): one real server process (main.ts, demo catalogue) at
// rising fixed rates of a mixed workload (capacity.workload.ts) with live sockets open, until the
// p99 passes 200 ms or a request fails; first on PGlite, then on PostgreSQL (a fresh database of
// the run's own, dropped afterwards). On the PostgreSQL instance, the class page through SSR
// beside the same HTML served as a static file by the same server (autocannon, one after the
// other); on each, the RSS one thousand idle subscribed sockets add.
//
// Knobs: BENCH_RATES (comma-separated req/s, default 1,2,4,8,12,16,24,32,48,64,96,128), BENCH_SERVED_P99 (2000),
// BENCH_STEP_SECONDS (10), BENCH_LIVE_SOCKETS (200), BENCH_IDLE_SOCKETS (1000),
// BENCH_CONNECTIONS (keep-alive sockets of the load, 32), BENCH_PG_URL, BENCH_REDIS_URL.
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import type { RunningServer } from "../apps/server/test/spawn-server.ts";
import { freshDatabase, redisUrl, startInstance } from "./capacity.instances.ts";
import { benchPusher, buildWorkload, cpuMsOf, openSockets, quantile, rssOf, runLoad } from "./capacity.workload.ts";
import { fmt, table } from "./lib.ts";

const rates = (process.env.BENCH_RATES || "1,2,4,8,12,16,24,32,48,64,96,128").split(",").map(Number);
const stepSeconds = Number(process.env.BENCH_STEP_SECONDS || 10);
const liveSockets = Number(process.env.BENCH_LIVE_SOCKETS || 200);
const idleSockets = Number(process.env.BENCH_IDLE_SOCKETS || 1000);
const connections = Number(process.env.BENCH_CONNECTIONS || 32);
const p99Limit = 200;
const servedLimit = Number(process.env.BENCH_SERVED_P99 || 2000);

const staticName = "bench-capacity-class.html";
const staticFile = path.resolve(import.meta.dirname, "../apps/web/build/client", staticName);

interface Outcome {
  backend: string;
  maxRate: number | null;
  servedRate: number | null;
  cpuMs: number;
  alone: Record<string, number>;
  classUrl: string;
  memoryPer1000: number;
}

async function ramp(backend: string, server: RunningServer): Promise<Outcome> {
  const { requests, classIds } = await buildWorkload(server.url);
  // Each kind alone, one request at a time (median of 5): the unloaded cost the ramp queues up.
  const alone: Record<string, number> = {};
  for (const kind of [...new Set(requests.map((q) => q.kind))]) {
    const q = requests.find((x) => x.kind === kind) as (typeof requests)[number];
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const begin = performance.now();
      const res = await fetch(q.url, { method: q.method, headers: q.headers, body: q.body });
      await res.arrayBuffer();
      times.push(performance.now() - begin);
    }
    alone[kind] = quantile(times, 0.5);
  }
  console.log(
    `\n${backend}: one request alone (median of 5, ms): ${Object.entries(alone)
      .map(([k, v]) => `${k} ${fmt(v)}`)
      .join(", ")}`,
  );
  const live = await openSockets(
    server.port,
    liveSockets,
    classIds.map((id) => `class.${id}`),
  );
  console.log(
    `\n${backend}: ${requests.length} requests in the mix, ${liveSockets} live sockets open; warm-up 5 s at ${rates[0]} req/s`,
  );
  await runLoad({ requests, rate: rates[0] as number, seconds: 5, connections });
  const rows: string[][] = [
    [
      "req/s",
      "sent",
      "errors",
      "CPU ms/req",
      "p50",
      "p99",
      "browse",
      "class",
      "instr.",
      "location",
      "apply",
      "notif.",
      "",
    ],
  ];
  let maxRate: number | null = null;
  let servedRate: number | null = null;
  const cpuSamples: number[] = [];
  try {
    for (const rate of rates) {
      const cpuBefore = await cpuMsOf(server.child.pid as number);
      const r = await runLoad({ requests, rate, seconds: stepSeconds, connections });
      const cpuPerRequest = ((await cpuMsOf(server.child.pid as number)) - cpuBefore) / Math.max(1, r.sent);
      cpuSamples.push(cpuPerRequest);
      const all = Object.values(r.latencies).flat();
      const p99 = quantile(all, 0.99);
      const ok = r.errors === 0 && p99 <= p99Limit;
      const kind = (k: string) => fmt(quantile(r.latencies[k] ?? [], 0.99));
      rows.push([
        String(rate),
        fmt(r.sent),
        String(r.errors),
        fmt(cpuPerRequest, 1),
        fmt(quantile(all, 0.5)),
        fmt(p99),
        kind("browse"),
        kind("class page"),
        kind("instructor page"),
        kind("location page"),
        kind("apply"),
        kind("notifications"),
        ok ? "ok" : p99 <= servedLimit && r.errors === 0 ? "slow" : "over",
      ]);
      console.log(
        `  ${rate} req/s: p99 ${fmt(p99)} ms, ${r.errors} errors${r.samples.length ? ` (${r.samples.join("; ")})` : ""}`,
      );
      if (ok) maxRate = rate;
      // Past the 200 ms line the ramp goes on while every request is served within 2 s: the rate
      // an instance still absorbs (slowly) is the other figure capacity planning needs.
      if (r.errors > 0 || p99 > servedLimit) break;
      servedRate = rate;
    }
  } finally {
    if (live.open() < liveSockets)
      console.log(`  WARNING: ${liveSockets - live.open()} live sockets closed during the ramp`);
    live.close();
  }
  console.log(`${table(rows)}\n(p50/p99 in ms; the kind columns are p99s; each step ${stepSeconds} s, open loop)`);
  // Idle sockets: RSS before and after opening them, after a pause for the heap to settle.
  await new Promise((r) => setTimeout(r, 3000));
  const before = await rssOf(server.child.pid as number);
  const idle = await openSockets(
    server.port,
    idleSockets,
    classIds.map((id) => `class.${id}`),
  );
  await new Promise((r) => setTimeout(r, 5000));
  const after = await rssOf(server.child.pid as number);
  idle.close();
  const memoryPer1000 = ((after - before) / idleSockets) * 1000;
  console.log(
    `${backend}: max sustainable ${maxRate === null ? `< ${rates[0]}` : maxRate} req/s (p99 <= ${p99Limit} ms, 0 errors), ` +
      `served ${servedRate === null ? `< ${rates[0]}` : servedRate} req/s (p99 <= ${servedLimit} ms); ` +
      `${fmt(idleSockets)} idle sockets: RSS ${fmt(before / 2 ** 20)} -> ${fmt(after / 2 ** 20)} MiB, ${fmt(memoryPer1000 / 2 ** 20, 1)} MiB per 1,000`,
  );
  const cpuMs = quantile(cpuSamples, 0.5);
  console.log(
    `${backend}: the server process used ${fmt(cpuMs, 1)} ms of CPU per request of the mix (median of the steps): ` +
      `one core's ceiling ~${fmt(1000 / cpuMs)} req/s, whatever the machine's load (the database server's CPU not included)`,
  );
  return {
    backend,
    maxRate,
    servedRate,
    cpuMs,
    alone,
    classUrl: requests.find((q) => q.kind === "class page")?.url ?? "",
    memoryPer1000,
  };
}

async function reqPerSecond(url: string): Promise<{ rps: number; errors: number }> {
  const r = await autocannon({
    url,
    connections: 8,
    duration: Number(process.env.BENCH_SSR_SECONDS || 10),
    workers: 1,
  });
  return { rps: r.requests.average, errors: r.errors + r.non2xx };
}

const outcomes: Outcome[] = [];
const database = await freshDatabase("capacity");
let ssr: { ssr: number; static: number } | null = null;
try {
  {
    const pglite = await startInstance({ SEED: "demo", ...benchPusher });
    try {
      const o = await ramp("PGlite", pglite);
      outcomes.push(o);
      // The class page's HTML as SSR answers it, to be served as a static file by the next server.
      const html = await (await fetch(o.classUrl, { headers: { "user-agent": "Mozilla/5.0 bench" } })).text();
      writeFileSync(staticFile, html);
    } finally {
      await pglite.dispose();
    }
  }
  const pgServer = await startInstance({
    SEED: "demo",
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    ...benchPusher,
  });
  try {
    const o = await ramp("PostgreSQL", pgServer);
    outcomes.push(o);
    const classPath = new URL(o.classUrl).pathname;
    const dynamic = await reqPerSecond(`${pgServer.url}${classPath}`);
    const flat = await reqPerSecond(`${pgServer.url}/${staticName}`);
    if (dynamic.errors || flat.errors) console.log(`  WARNING: errors SSR ${dynamic.errors}, static ${flat.errors}`);
    ssr = { ssr: dynamic.rps, static: flat.rps };
    console.log(
      `\nclass page ${classPath}: SSR ${fmt(dynamic.rps, 1)} req/s vs the same HTML as a static file ${fmt(flat.rps, 1)} req/s ` +
        `(same server, 8 connections, closed loop)`,
    );
  } finally {
    await pgServer.dispose();
  }
} finally {
  rmSync(staticFile, { force: true });
  await database.drop();
}

console.log(
  `\n${table([
    [
      "instance",
      "max req/s (p99 <= 200 ms)",
      `served req/s (p99 <= ${servedLimit} ms)`,
      "CPU ms/req",
      "1-core ceiling req/s",
      "MiB per 1,000 idle sockets",
    ],
    ...outcomes.map((o) => [
      o.backend,
      o.maxRate === null ? `< ${rates[0]}` : String(o.maxRate),
      o.servedRate === null ? `< ${rates[0]}` : String(o.servedRate),
      fmt(o.cpuMs, 1),
      fmt(1000 / o.cpuMs),
      fmt(o.memoryPer1000 / 2 ** 20, 1),
    ]),
  ])}`,
);
if (ssr) {
  const ratio = ssr.ssr / ssr.static;
  console.log(
    `SSR/static class page req/s: ${fmt(ratio, 3)} (rendering costs ${fmt(1 / ratio, 1)}x a static send; the issue sets no target: for information)`,
  );
}
