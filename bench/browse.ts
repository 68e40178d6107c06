// GET /api/classes over 10,000 classes on an in-memory PGlite: first page, a theme+location filter,
// a deep page (~50, reached by following next_cursor) and one forge's classes, each at a fixed
// request rate through HTTP (the full API on loopback, load from a worker thread), and the same
// queries called directly on the repository in the same run. Prints p50/p99, the ratios
// HTTP/repository and deep/first, and the SQL statements per request. Targets: p99 <= 50 ms,
// deep p50 <= 1.3 x first, <= 3 queries.
//
// Knobs (env or flags): BENCH_CLASSES / --classes (10000), BENCH_RATE / --rate (requests/s, 20),
// BENCH_SECONDS / --seconds (per measurement, 5), BENCH_DEEP_PAGE / --deep-page (50),
// BENCH_CONNECTIONS / --connections (keep-alive sockets, 8).

import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { type ClassSort, classesQuerySchema } from "@guildforge/contracts";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { listOptions } from "../apps/server/src/modules/classes/class-list-options.ts";
import { classTotalsFor } from "../apps/server/src/modules/classes/class-totals.ts";
import {
  type ClassListOptions,
  classesReadRepository,
} from "../apps/server/src/modules/classes/classes-read.repository.ts";
import { seedBrowseBench } from "./browse.seed.ts";
import { fmt, table, verdict } from "./lib.ts";

function knob(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i > 0 ? process.argv[i + 1] : process.env[`BENCH_${name.toUpperCase().replace(/-/g, "_")}`];
  const n = Number(raw ?? fallback);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}
const classCount = knob("classes", 10_000);
const rate = knob("rate", 20);
const seconds = knob("seconds", 5);
const deepPage = knob("deep-page", 50);
const connections = knob("connections", 8);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

// --- database with a statement counter on the PGlite driver -------------------------------------
const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-browse-"));
const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
const pglite = database.pglite;
if (!pglite) throw new Error("expected PGlite");
// Each HTTP request runs in its own async context (see below); statements issued from it count
// towards that request only, so background work (job pollers) never inflates the figure.
const requestContext = new AsyncLocalStorage<{ statements: number }>();
for (const method of ["query", "exec"] as const) {
  const original = pglite[method].bind(pglite) as (...a: unknown[]) => Promise<unknown>;
  (pglite as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
    const ctx = requestContext.getStore();
    if (ctx) ctx.statements++;
    return original(...args);
  };
}

let t0 = performance.now();
await seedBrowseBench(database.db, classCount);
console.log(`browse: seeded ${fmt(classCount)} classes in ${fmt(performance.now() - t0)} ms (in-memory PGlite)`);

const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS: "off", SEED: "none" });
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: "127.0.0.1" });
const statementsPerRequest: number[] = [];
{
  const server = app.server;
  const handlers = server.listeners("request") as Array<(...a: unknown[]) => void>;
  server.removeAllListeners("request");
  server.on("request", (req, res) => {
    const ctx = { statements: 0 };
    res.once("finish", () => statementsPerRequest.push(ctx.statements));
    requestContext.run(ctx, () => {
      for (const h of handlers) h.call(server, req, res);
    });
  });
}
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

async function getJson(url: string) {
  const res = await fetch(base + url);
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status} ${await res.text()}`);
  return (await res.json()) as { data: unknown[]; meta: { next_cursor: string | null; total: number } };
}

// --- the three queries, as URLs and as repository options ----------------------------------------
let cursor: string | null = null;
for (let page = 1; page < deepPage; page++) {
  const url: string = `/api/classes${cursor ? `?cursor=${cursor}` : ""}`;
  cursor = (await getJson(url)).meta.next_cursor;
  if (!cursor) throw new Error(`only ${page} pages: raise BENCH_CLASSES or lower BENCH_DEEP_PAGE`);
}
const deepCursor = cursor as string;
const sort: ClassSort = "soonest";
// One forge's classes (decision 193): the forge of the first class on the first page.
const firstCard = (await getJson("/api/classes?limit=1")).data[0] as { venue: { id: number } } | undefined;
const forgeId = firstCard?.venue.id;
if (!forgeId) throw new Error("no class with a forge on the first page");
const scenarios: Array<{ name: string; url: string; repo: ClassListOptions }> = [
  { name: "first page", url: "/api/classes", repo: { filters: {}, sort, limit: 20 } },
  {
    name: "theme+location",
    url: "/api/classes?theme=knife-making&location=us",
    repo: { filters: { theme: "knife-making", location: "us" }, sort, limit: 20 },
  },
  {
    name: `deep page ${deepPage}`,
    url: `/api/classes?cursor=${deepCursor}`,
    repo: {
      filters: {},
      sort,
      after: listOptions(classesQuerySchema.parse({ cursor: deepCursor, sort })).after,
      limit: 20,
    },
  },
  {
    name: "one forge",
    url: `/api/classes?venue=${forgeId}`,
    repo: { filters: { venueId: forgeId }, sort, limit: 20 },
  },
];
for (const s of scenarios) {
  const r = await getJson(s.url);
  console.log(`  ${s.name}: ${r.data.length} rows of ${fmt(r.meta.total)}  GET ${s.url.slice(0, 70)}`);
}

/** One request at a time: the unloaded latency, to warn when the rate saturates the server. */
async function sequentialMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    const begin = performance.now();
    await getJson(url);
    times.push(performance.now() - begin);
  }
  return quantile(times, 0.5);
}

function httpLoad(urls: string[], duration: number): Promise<number[]> {
  const worker = new Worker(new URL("./browse.load-worker.ts", import.meta.url), {
    workerData: { urls: urls.map((u) => base + u), rate, seconds: duration, connections },
  });
  return new Promise((resolve, reject) => {
    worker.once("message", (m: { latencies: number[]; errors: number }) => {
      if (m.errors) reject(new Error(`${urls[0]}: ${m.errors} failed requests`));
      else resolve(m.latencies);
    });
    worker.once("error", reject);
  });
}

/**
 * The same open-loop schedule in-process, doing the service's database work without HTTP or the
 * presenter: the page query, and the total through the same 10 s count cache (decision 192).
 */
// Its own cache (not the app's), so the repository side pays the first count like HTTP does.
const repoTotals = classTotalsFor({} as typeof database.db);

async function repoLoad(opts: ClassListOptions, duration: number): Promise<number[]> {
  const total = Math.max(1, Math.round(rate * duration));
  const interval = 1000 / rate;
  const start = performance.now();
  const pending: Array<Promise<number>> = [];
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const begin = performance.now();
    const work = Promise.all([
      classesReadRepository.page(database.db, opts),
      repoTotals.get(opts.filters, () => classesReadRepository.count(database.db, opts.filters)),
    ]);
    pending.push(work.then(() => performance.now() - begin));
  }
  return Promise.all(pending);
}

console.log(`\nload: ${rate} req/s for ${seconds} s per measurement (open loop), ${connections} keep-alive sockets`);
const results: Array<{ name: string; http: number[]; repo: number[]; queries: number }> = [];
try {
  for (const s of scenarios) {
    await httpLoad([s.url], 1); // warm-up
    await repoLoad(s.repo, 1);
    const alone = await sequentialMs(s.url);
    if (alone * rate > 1000) {
      console.log(
        `  WARNING ${s.name}: one request alone takes ${fmt(alone)} ms, so ${rate} req/s saturates the ` +
          "single PGlite connection and the percentiles measure queueing: lower BENCH_RATE or run on an idle machine.",
      );
    }
    t0 = performance.now();
    statementsPerRequest.length = 0;
    const http = await httpLoad([s.url], seconds);
    const queries = Math.max(...statementsPerRequest);
    const repo = await repoLoad(s.repo, seconds);
    results.push({ name: s.name, http, repo, queries });
    console.log(
      `  ${s.name}: ${http.length} HTTP + ${repo.length} repository calls in ${fmt(performance.now() - t0)} ms`,
    );
  }
  const ms = (x: number) => fmt(x, 1);
  console.log(
    `\n${table([
      ["", "HTTP p50", "HTTP p99", "repo p50", "repo p99", "HTTP/repo p50", "queries/req (max)"],
      ...results.map((r) => {
        const [hp50, hp99, rp50, rp99] = [
          quantile(r.http, 0.5),
          quantile(r.http, 0.99),
          quantile(r.repo, 0.5),
          quantile(r.repo, 0.99),
        ];
        return [r.name, ms(hp50), ms(hp99), ms(rp50), ms(rp99), fmt(hp50 / rp50, 2), String(r.queries)];
      }),
    ])}\n(milliseconds)`,
  );
  const [first, , deep] = results;
  if (!first || !deep) throw new Error("missing results");
  const worstP99 = Math.max(...results.map((r) => quantile(r.http, 0.99)));
  const deepRatio = quantile(deep.http, 0.5) / quantile(first.http, 0.5);
  const deepRepoRatio = quantile(deep.repo, 0.5) / quantile(first.repo, 0.5);
  const maxQueries = Math.max(...results.map((r) => r.queries));
  console.log(`\nworst HTTP p99: ${ms(worstP99)} ms  ${verdict(worstP99, 50, "<=")}`);
  console.log(`deep/first HTTP p50: ${fmt(deepRatio, 2)}  ${verdict(deepRatio, 1.3, "<=")}`);
  console.log(`deep/first repository p50: ${fmt(deepRepoRatio, 2)} (for reference)`);
  console.log(`queries per request (max): ${maxQueries}  ${verdict(maxQueries, 3, "<=")}`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
