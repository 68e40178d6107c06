// Issue 23: two instances behind a real proxy. Starts the deployment of deploy/ on this machine
// (nginx on deploy/nginx/guildforge.conf, two instances by deploy/systemd/guildforge@.service's
// ExecStart, one PostgreSQL database, Redis, an S3 bucket) and checks that every property that
// a single process would give for free holds across the two (proof/README.md). Then the API
// integration suite runs through nginx over two instances (TEST_VIA_PROXY=1). Exits 1 when one
// breaks. CI profile: every property once and a representative subset of the integration files;
// full: the scheduled job over two occurrences, the whole integration suite and the e2e journeys.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../apps/server/src/db/client.ts";
import * as schema from "../apps/server/src/db/schema/index.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { nginxBinary } from "../apps/server/test/nginx-proxy.ts";
import { ensureWebBuild } from "../apps/server/test/web-build.ts";
import {
  idempotentRetryOnOtherInstance,
  liveEventsAcrossInstances,
  type SentFirst,
  sessionAcrossInstances,
  uploadAcrossInstances,
} from "./lib/scale-checks-people.ts";
import { malformedPathsAnswerLikeTheApp, oversizedHeadersAnswerLikeTheApp } from "./lib/scale-checks-proxy.ts";
import {
  browseCountWithinTtl,
  rateLimitsAcrossInstances,
  rollingRestart,
  roundRobin,
  scheduledJobsOnce,
} from "./lib/scale-checks-shared.ts";
import { ScaleClient } from "./lib/scale-client.ts";
import { type Cluster, startCluster } from "./lib/scale-cluster.ts";
import { ciIntFiles, intSuiteOk, intSuiteThroughProxy } from "./lib/scale-int-suite.ts";
import { journeysThroughProxy } from "./lib/scale-journeys.ts";
import { checkUnit } from "./lib/scale-unit-check.ts";

const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
const results: Array<{ name: string; ok: boolean; note: string }> = [];

async function check(name: string, run: () => Promise<unknown>): Promise<void> {
  const started = Date.now();
  try {
    const out = await run();
    const note = typeof out === "string" ? out : "";
    results.push({ name, ok: true, note });
    console.log(`  PASS  ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)${note ? `: ${note}` : ""}`);
  } catch (e) {
    results.push({ name, ok: false, note: (e as Error).message });
    console.log(`  FAIL  ${name}: ${(e as Error).message}`);
  }
}

async function seedPeople(c: Cluster) {
  const pool = new pg.Pool({ connectionString: c.databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    return {
      admin: await createUser(db, { roles: ["admin"] }),
      student: await createUser(db),
      instructor: await createUser(db, { roles: ["instructor"] }),
    };
  } finally {
    await pool.end();
  }
}

let cluster: Cluster | undefined;
let failedToStart: string | undefined;
try {
  nginxBinary();
  checkUnit();
  ensureWebBuild();
  cluster = await startCluster();
} catch (e) {
  failedToStart = (e as Error).message;
}

if (!cluster) {
  console.error(`scale: the deployment did not start:\n${failedToStart}`);
  process.exit(1);
}
const c = cluster;
try {
  console.log(`scale (${profile}): nginx on ${c.proxy.url} -> instances on ${c.a.port} and ${c.b.port}`);
  const people = await seedPeople(c);
  const jobs = await scheduledJobsOnce(c, profile === "ci" ? 1 : 2);
  const appUrl = c.env.APP_URL as string;
  const admin = new ScaleClient(appUrl);
  const student = new ScaleClient(appUrl);
  const people2 = { admin, student, studentId: people.student.id };
  let first: SentFirst | undefined;
  const needFirst = () => first ?? Promise.reject(new Error("no first message (the live-events check failed)"));
  await check("nginx round-robins over both instances", () => roundRobin(c));
  await check("a path nginx cannot read is refused in the app's error body, not nginx's page", () =>
    malformedPathsAnswerLikeTheApp(c),
  );
  await check("headers or a URL over nginx's buffers are refused in the app's error body, not nginx's page", () =>
    oversizedHeadersAnswerLikeTheApp(c),
  );
  await check("a session made on A is valid on B", () =>
    sessionAcrossInstances(c, admin, people.admin.email, people.admin.password),
  );
  await check("live events published on A reach sockets on B and through nginx's WebSocket upgrade", async () => {
    await student.login(c.b.url, people.student.email, people.student.password);
    first = await liveEventsAcrossInstances(c, people2);
  });
  await check("an Idempotency-Key retry landing on B is replayed, not re-applied", async () =>
    idempotentRetryOnOtherInstance(c, people2, await needFirst()),
  );
  await check("an upload stored through A is served by B", async () =>
    uploadAcrossInstances(c, people2, (await needFirst()).conversationId),
  );
  await check("rate limits count across both instances and ignore a forged X-Forwarded-For", () =>
    rateLimitsAcrossInstances(c),
  );
  await check("the browse count never contradicts a write for more than its 10 s", () =>
    browseCountWithinTtl(c, people.instructor.id),
  );
  // CI restarts one instance (each start takes ~30 s on the loaded CI machine); full rolls both.
  await check("a rolling restart (SIGTERM drain) loses no request through nginx", () =>
    rollingRestart(c, profile === "ci" ? [c.a] : [c.a, c.b], jobs.everyMinute),
  );
  await check("scheduled jobs run once across instances", jobs.done);
} finally {
  await c.close();
}

const passed = results.filter((r) => r.ok).length;
// The API integration suite, each createTestApp() two instances behind nginx; CI: a subset.
console.log(
  `\nscale: the API integration suite through nginx over two instances (${profile === "ci" ? `${ciIntFiles.length} files` : "every file"})`,
);
let intLine: string;
let intOk: boolean;
try {
  const r = await intSuiteThroughProxy(profile === "ci" ? ciIntFiles : []);
  intOk = intSuiteOk(r);
  intLine = r.summary;
  for (const f of [...r.failures, ...r.brokenFiles]) console.log(`  FAIL  ${f}`);
} catch (e) {
  intOk = false;
  intLine = `the API integration suite did not run through the proxy: ${(e as Error).message}`;
}
console.log(`scale: ${intLine}`);
let journeys = "";
let journeysOk = true;
if (profile === "full") {
  // SCALE_E2E_SPECS (space-separated spec files) narrows the journeys, e.g. to re-run one.
  const specs = (process.env.SCALE_E2E_SPECS ?? "").split(/\s+/).filter(Boolean);
  console.log(`\nscale: the e2e journeys through nginx (${specs.length ? specs.join(", ") : "every spec"})`);
  try {
    const n = await journeysThroughProxy(specs);
    journeysOk = n.failed === 0 && n.passed > 0;
    journeys = `, ${n.passed}/${n.passed + n.failed} e2e journeys pass through the proxy${n.skipped ? ` (${n.skipped} skipped)` : ""}`;
  } catch (e) {
    journeysOk = false;
    journeys = ", the e2e journeys did not run";
    console.error(`scale: the journeys' deployment did not start: ${(e as Error).message}`);
  }
}
console.log(
  `scale: 2 instances behind nginx, ${passed}/${results.length} cross-instance properties hold, ${intLine}${journeys} (${profile} profile)`,
);
process.exit(passed === results.length && journeysOk && intOk ? 0 : 1);
