// Cross-instance properties of shared state: rate limits, scheduled jobs, the browse count
// cache, round-robin and a rolling restart through nginx.
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "../../apps/server/src/db/client.ts";
import * as schema from "../../apps/server/src/db/schema/index.ts";
import { insertClass, insertVenue, sessionAt } from "../../apps/server/src/modules/classes/classes.test-helpers.ts";
import { ScaleClient } from "./scale-client.ts";
import type { Cluster } from "./scale-cluster.ts";

function expect(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Requests through nginx reach both instances (round-robin, no stickiness). */
export async function roundRobin(c: Cluster): Promise<void> {
  const before = c.proxy.accessLog().length;
  for (let i = 0; i < 6; i++)
    expect((await fetch(`${c.proxy.url}/api/ready`)).ok, "GET /api/ready through nginx failed");
  await sleep(200); // nginx writes its access log line after the response
  const upstreams = new Set(
    c.proxy
      .accessLog()
      .slice(before)
      .map((l) => l.split(" ")[1]),
  );
  for (const port of [c.a.port, c.b.port])
    expect(
      upstreams.has(`127.0.0.1:${port}`),
      `nginx sent none of 6 requests to 127.0.0.1:${port} (saw ${[...upstreams].join(", ")})`,
    );
}

/**
 * Failed sign-ins count across both instances: 5 free per address and email, then that pair waits
 * (auth.limits.ts, decision 501), so alternating A and B must be refused at the 6th, not the 11th. Then through nginx with a
 * forged X-Forwarded-For: nginx replaces the header, so the forgery does not reset the count.
 */
export async function rateLimitsAcrossInstances(c: Cluster): Promise<void> {
  const client = new ScaleClient(c.env.APP_URL as string);
  const email = `nobody-${Date.now()}@example.test`;
  const statuses: number[] = [];
  for (let i = 0; i < 6; i++) {
    const base = i % 2 === 0 ? c.a.url : c.b.url;
    statuses.push((await client.post(base, "/api/login", { email, password: "wrong-password-1" })).status);
  }
  expect(
    statuses.slice(0, 5).every((s) => s === 422) && statuses[5] === 429,
    `alternating A/B, failed sign-ins answered ${statuses.join(",")} (expected 5 x 422 then 429)`,
  );
  const forged = await client.post(
    c.proxy.url,
    "/api/login",
    { email, password: "wrong-password-1" },
    { "x-forwarded-for": "203.0.113.9" },
  );
  expect(
    forged.status === 429,
    `through nginx with a forged X-Forwarded-For the sign-in answered ${forged.status}, not 429`,
  );
}

/**
 * Scheduled work runs once across instances: the article-publish sweep (every 5 minutes) is
 * rescheduled every minute behind the app's back, then every occurrence must have made exactly
 * one job, and at least one occurrence must have run to completion.
 */
export async function scheduledJobsOnce(c: Cluster, waitForRuns: number) {
  const pool = new pg.Pool({ connectionString: c.databaseUrl, max: 2 });
  // An instance's start schedules the sweep again (every 5 minutes): re-apply after a restart.
  const everyMinute = async () => {
    const changed = await pool.query("UPDATE pgboss.schedule SET cron = '* * * * *' WHERE name = 'articles.publish'");
    expect(changed.rowCount === 1, `pgboss.schedule has ${changed.rowCount} rows for articles.publish (expected 1)`);
  };
  await everyMinute();
  const since = new Date();
  const done = async () => {
    try {
      const deadline = Date.now() + (waitForRuns + 1) * 60_000 + 45_000;
      for (;;) {
        // pg-boss files each due occurrence as one forwarding job under its minute slot (the
        // singleton that keeps two instances' passes from sending it twice), and the forward sends
        // the job. Count per slot, not per minute of creation: a forward picked up a few seconds
        // late (an instance restarting) creates its slot's job in the next minute, beside that
        // minute's own.
        const { rows: slots } = await pool.query<{ slot: string; forwards: number }>(
          `SELECT data->>'slot' AS slot, count(*)::int AS forwards FROM pgboss.job
            WHERE name = '__pgboss__send-it' AND data->>'name' = 'articles.publish' AND created_on >= $1
            GROUP BY 1 ORDER BY 1`,
          [since],
        );
        const { rows: totals } = await pool.query<{ forwarded: number; jobs: number; completed: number }>(
          `SELECT (SELECT count(*)::int FROM pgboss.job WHERE name = '__pgboss__send-it'
                    AND data->>'name' = 'articles.publish' AND created_on >= $1 AND state = 'completed') AS forwarded,
                  count(*)::int AS jobs, count(*) FILTER (WHERE state = 'completed')::int AS completed
             FROM pgboss.job WHERE name = 'articles.publish' AND created_on >= $1 AND data->>'id' IS NULL`,
          [since],
        );
        const { forwarded = 0, jobs = 0, completed: done = 0 } = totals[0] ?? {};
        const doubled = slots.filter((r) => r.forwards !== 1);
        expect(doubled.length === 0, `occurrences forwarded other than once: ${JSON.stringify(doubled)}`);
        // (A sweep job carries no article id, unlike an article's own publish job.) A forward in
        // flight may have sent its job and not be completed yet.
        expect(
          jobs >= forwarded && jobs <= slots.length,
          `${jobs} articles.publish job(s) for ${slots.length} occurrence(s) (${forwarded} forwarded): each occurrence must make exactly one`,
        );
        if (done >= waitForRuns) return `${done} occurrence(s) in ${slots.length} slot(s), 1 job each`;
        expect(
          Date.now() < deadline,
          `only ${done} of ${waitForRuns} minute occurrences of articles.publish completed`,
        );
        await sleep(2000);
      }
    } finally {
      await pool.end();
    }
  };
  return { everyMinute, done };
}

/**
 * The browse count ("N classes") is cached 10 s per instance (decision 192): after a class is
 * published behind both caches, each instance must show the new count within 10 s (plus the
 * time of one request: 3 s under this machine's load).
 */
export async function browseCountWithinTtl(c: Cluster, instructorId: number): Promise<string> {
  const pool = new pg.Pool({ connectionString: c.databaseUrl, max: 2 });
  try {
    const db = drizzle(pool, { schema }) as unknown as Db;
    const total = async (base: string) => {
      const res = await fetch(`${base}/api/classes`, { headers: { accept: "application/json" } });
      expect(res.ok, `GET /api/classes on ${base} answered ${res.status}`);
      return ((await res.json()) as { meta: { total: number } }).meta.total;
    };
    const venueId = await insertVenue(db, instructorId);
    const [beforeA, beforeB] = [await total(c.a.url), await total(c.b.url)]; // both caches warm
    await insertClass(db, { instructorId, venueId, sessions: [sessionAt(24 * 7)] });
    const wrote = Date.now();
    const lag: Record<string, number> = {};
    while (Object.keys(lag).length < 2) {
      for (const [name, base, before] of [
        ["A", c.a.url, beforeA],
        ["B", c.b.url, beforeB],
      ] as const) {
        if (name in lag) continue;
        if ((await total(base)) === before + 1) lag[name] = Date.now() - wrote;
      }
      expect(Date.now() - wrote < 13_000, `a count still contradicted the write after 13 s: ${JSON.stringify(lag)}`);
      await sleep(250);
    }
    return `count caught up on A in ${((lag.A ?? 0) / 1000).toFixed(1)} s, B in ${((lag.B ?? 0) / 1000).toFixed(1)} s`;
  } finally {
    await pool.end();
  }
}

/**
 * A rolling restart is invisible through nginx: while two loops keep requesting pages and the
 * API, each instance in turn gets SIGTERM (it drains and exits 0) and is started again.
 */
export async function rollingRestart(
  c: Cluster,
  instances = [c.a, c.b],
  afterStart: () => Promise<void> = async () => {},
): Promise<string> {
  let running = true;
  let ok = 0;
  const failures: string[] = [];
  const loop = async () => {
    const paths = ["/api/classes", "/api/ready", "/"];
    for (let i = 0; running; i++) {
      const path = paths[i % paths.length] as string;
      try {
        const res = await fetch(c.proxy.url + path, {
          headers: { accept: path === "/" ? "text/html" : "application/json" },
        });
        await res.arrayBuffer();
        if (res.status === 200) ok++;
        else failures.push(`${path}: ${res.status}`);
      } catch (e) {
        failures.push(`${path}: ${(e as Error).message}`);
      }
    }
  };
  const loops = [loop(), loop()];
  try {
    for (const instance of instances) {
      await sleep(500);
      const code = await instance.stop();
      expect(code === 0, `instance ${instance.port} exited ${code} after SIGTERM (expected 0)`);
      await instance.start();
      await afterStart();
    }
    await sleep(500);
  } finally {
    running = false;
    await Promise.all(loops);
  }
  expect(
    failures.length === 0,
    `${failures.length} requests failed during the rolling restart: ${failures.slice(0, 5).join("; ")}`,
  );
  expect(ok > 20, `only ${ok} requests went through during the rolling restart`);
  return `${instances.length} instance(s) restarted, ${ok} requests, 0 failed`;
}
