// GET /api/health through the full app (every plugin, hook and the SSR catch-all registered, on an
// in-memory PGlite) vs a bare Fastify route returning the same JSON, same process, same load
// generator. Warm-up, then BENCH_PAIRS (7) pairs of BENCH_SECONDS (2 s) runs, the order swapped
// every pair; the verdict is the median of the pair ratios. Target: ours >= 70 % of bare req/s.

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

async function ours() {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-"));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: logLevel, RATE_LIMITS: "off", SEED: "none" });
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

const a = await ours();
const b = await bare();
console.log(
  `health: ${seconds}s per run, ${connections} connections, LOG_LEVEL=${logLevel}, ` +
    `full app ${a.withWeb ? "with" : "WITHOUT (no web build: run npm run build)"} the SSR plugin`,
);
try {
  console.log("warm-up...");
  await load(a.url, 2);
  await load(b.url, 2);
  // Short runs in pairs, the order swapped every pair, and the median of the pair ratios: a load
  // spike from elsewhere on the machine then spoils one pair, not the verdict.
  const pairs: Array<{ ours: number; bare: number; ratio: number }> = [];
  for (let i = 1; i <= pairCount; i++) {
    const oursFirst = i % 2 === 1;
    const first = await load(oursFirst ? a.url : b.url, seconds);
    const second = await load(oursFirst ? b.url : a.url, seconds);
    const pair = oursFirst ? { ours: first, bare: second } : { ours: second, bare: first };
    pairs.push({ ...pair, ratio: pair.ours / pair.bare });
    console.log(
      `  pair ${i}: ours ${fmt(pair.ours)} req/s, bare ${fmt(pair.bare)} req/s, ratio ${fmt(pair.ours / pair.bare, 2)}`,
    );
  }
  const median = (xs: number[]) => {
    const s = [...xs].sort((x, y) => x - y);
    const mid = Math.floor(s.length / 2);
    return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
  };
  const ratio = median(pairs.map((p) => p.ratio));
  console.log(
    `\n${table([
      ["", "median", "min", "max"],
      [
        "ours (full app) req/s",
        fmt(median(pairs.map((p) => p.ours))),
        fmt(Math.min(...pairs.map((p) => p.ours))),
        fmt(Math.max(...pairs.map((p) => p.ours))),
      ],
      [
        "bare Fastify req/s",
        fmt(median(pairs.map((p) => p.bare))),
        fmt(Math.min(...pairs.map((p) => p.bare))),
        fmt(Math.max(...pairs.map((p) => p.bare))),
      ],
      [
        "ratio ours/bare",
        fmt(ratio, 2),
        fmt(Math.min(...pairs.map((p) => p.ratio)), 2),
        fmt(Math.max(...pairs.map((p) => p.ratio)), 2),
      ],
    ])}`,
  );
  console.log(`\nratio ours/bare (median of ${pairCount} pairs): ${fmt(ratio, 2)}  ${verdict(ratio, 0.7, ">=")}`);
} finally {
  await a.close();
  await b.close();
}
