// GET /api/health through the full app (every plugin, hook and the SSR catch-all registered, on an
// in-memory PGlite) vs a bare Fastify route returning the same JSON, same process, same load
// generator. Warm-up, then BENCH_PAIRS (7) rounds of BENCH_SECONDS (2 s) runs, the order rotated
// every round; the verdicts are medians of the per-round ratios. Targets: ours >= 70 % of bare
// req/s; and (issue 19) ours with the performance recording on >= 95 % of ours with it off
// (PERFORMANCE_RECORDING=off), two full apps side by side in the same run.

import { existsSync, mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { productionWeb, serverBuildFile } from "../apps/server/src/web/ssr.ts";
import { fmt, table, verdict } from "./lib.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 2);
const pairCount = Number(process.env.BENCH_PAIRS ?? 7);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const logLevel = process.env.LOG_LEVEL ?? "warn";

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/health`;
}

async function ours(recording: "on" | "off") {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-"));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: logLevel,
    RATE_LIMITS: "off",
    SEED: "none",
    PERFORMANCE_RECORDING: recording,
  });
  const database = await openDatabase({ dataDir: "memory://" });
  await migrate(database);
  const withWeb = existsSync(serverBuildFile);
  const app = await buildApp({ config, database, web: withWeb ? productionWeb : undefined });
  const url = await listen(app);
  const close = async () => {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  return { url, close, withWeb };
}

async function bare() {
  const app = Fastify({ logger: false });
  app.get("/api/health", async () => ({ status: "ok" }));
  return { url: await listen(app), close: () => app.close() };
}

/** Load runs in a worker thread so that the server's event loop has the main thread to itself. */
async function load(url: string, duration: number) {
  const r = await autocannon({ url, connections, duration, workers: 1 });
  if (r.errors || r.timeouts || r.non2xx) {
    throw new Error(`${url}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx responses`);
  }
  return r.requests.average;
}

const a = await ours("on");
const off = await ours("off");
const b = await bare();
console.log(
  `health: ${seconds}s per run, ${connections} connections, LOG_LEVEL=${logLevel}, ` +
    `full app ${a.withWeb ? "with" : "WITHOUT (no web build: run npm run build)"} the SSR plugin`,
);
const median = (xs: number[]) => {
  const s = [...xs].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
};
try {
  console.log("warm-up...");
  await load(a.url, 2);
  await load(off.url, 2);
  await load(b.url, 2);
  // Short runs in rounds, the order rotated every round, and the median of the round ratios: a
  // load spike from elsewhere on the machine then spoils one round, not the verdict.
  const servers = [
    { name: "ours", url: a.url },
    { name: "off", url: off.url },
    { name: "bare", url: b.url },
  ] as const;
  const rounds: Array<{ ours: number; off: number; bare: number }> = [];
  for (let i = 1; i <= pairCount; i++) {
    const shift = i % servers.length;
    const order = [...servers.slice(shift), ...servers.slice(0, shift)];
    const round = { ours: 0, off: 0, bare: 0 };
    for (const s of order) round[s.name] = await load(s.url, seconds);
    rounds.push(round);
    console.log(
      `  round ${i}: recording on ${fmt(round.ours)} req/s, off ${fmt(round.off)} req/s, bare ${fmt(round.bare)} req/s; ` +
        `on/off ${fmt(round.ours / round.off, 3)}, on/bare ${fmt(round.ours / round.bare, 2)}`,
    );
  }
  const row = (label: string, xs: number[], digits = 0) => [
    label,
    fmt(median(xs), digits),
    fmt(Math.min(...xs), digits),
    fmt(Math.max(...xs), digits),
  ];
  const ratio = median(rounds.map((r) => r.ours / r.bare));
  const recordingRatio = median(rounds.map((r) => r.ours / r.off));
  console.log(
    `\n${table([
      ["", "median", "min", "max"],
      row(
        "ours (full app, recording on) req/s",
        rounds.map((r) => r.ours),
      ),
      row(
        "ours (full app, recording off) req/s",
        rounds.map((r) => r.off),
      ),
      row(
        "bare Fastify req/s",
        rounds.map((r) => r.bare),
      ),
      row(
        "ratio ours/bare",
        rounds.map((r) => r.ours / r.bare),
        2,
      ),
      row(
        "ratio recording on/off",
        rounds.map((r) => r.ours / r.off),
        3,
      ),
    ])}`,
  );
  console.log(`\nratio ours/bare (median of ${pairCount} rounds): ${fmt(ratio, 2)}  ${verdict(ratio, 0.7, ">=")}`);
  console.log(
    `ratio recording on/off (median of ${pairCount} rounds): ${fmt(recordingRatio, 3)}  ${verdict(recordingRatio, 0.95, ">=")}`,
  );
} finally {
  await a.close();
  await off.close();
  await b.close();
}
