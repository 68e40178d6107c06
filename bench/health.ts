// GET /api/health through the full app (every plugin, hook and the SSR catch-all registered, on an
// in-memory PGlite) vs a bare Fastify route returning the same JSON, same process, same load
// generator. Alternating runs: warm-up, then A, B, A, B. Target: ours >= 70 % of bare req/s.

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

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
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
  const runs: { ours: number[]; bare: number[] } = { ours: [], bare: [] };
  for (let i = 1; i <= 2; i++) {
    runs.ours.push(await load(a.url, seconds));
    console.log(`  run ${i} ours: ${fmt(runs.ours.at(-1)!)} req/s`);
    runs.bare.push(await load(b.url, seconds));
    console.log(`  run ${i} bare: ${fmt(runs.bare.at(-1)!)} req/s`);
  }
  const mean = (xs: number[]) => xs.reduce((s, x) => s + x, 0) / xs.length;
  const ratio = mean(runs.ours) / mean(runs.bare);
  console.log(
    `\n${table([
      ["", "run 1", "run 2", "mean"],
      ["ours (full app) req/s", ...runs.ours.map((x) => fmt(x)), fmt(mean(runs.ours))],
      ["bare Fastify req/s", ...runs.bare.map((x) => fmt(x)), fmt(mean(runs.bare))],
    ])}`,
  );
  console.log(`\nratio ours/bare: ${fmt(ratio, 2)}  ${verdict(ratio, 0.7, ">=")}`);
} finally {
  await a.close();
  await b.close();
}
