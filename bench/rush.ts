// The class-opening rush (issue 23 part 3): an auto-accept class of BENCH_RUSH_CAPACITY seats
// opens and BENCH_RUSH_STUDENTS verified students (default 2,000) apply within one second, sent
// round-robin to two server processes sharing one fresh PostgreSQL database and Redis; then the
// same rush on one instance, in the same run. Some students retry with the same Idempotency-Key.
// Verified from the database: exactly `capacity` accepted, the rest waitlisted with positions
// 1..N in the order the class row lock serialised them, one application per student, 0 errors.
// Prints p50/p99 of both. Exits 1 when a claim breaks (latency is printed, never asserted).
import { randomUUID } from "node:crypto";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { applyBody } from "../apps/server/src/modules/applications/testing.ts";
import type { RunningServer } from "../apps/server/test/spawn-server.ts";
import { benchAppKey, freshDatabase, redisUrl, startInstance } from "./capacity.instances.ts";
import { cpuMsOf } from "./capacity.workload.ts";
import { fmt, table } from "./lib.ts";
import { checkRush, type Reply } from "./rush.check.ts";
import { seedRushClass, seedStudents } from "./rush.seed.ts";

const students = Number(process.env.BENCH_RUSH_STUDENTS || 2000);
const capacity = Number(process.env.BENCH_RUSH_CAPACITY || 20);
const windowMs = Number(process.env.BENCH_RUSH_WINDOW_MS || 1000);
/** Every Nth student retries with the same Idempotency-Key on the other instance. */
const retryEvery = 20;

/** A dead instance explains "fetch failed": its exit and the end of what it printed. */
async function deaths(servers: RunningServer[]): Promise<string[]> {
  const out: string[] = [];
  for (const [i, s] of servers.entries()) {
    const code = await Promise.race([s.exited, Promise.resolve(null)]);
    if (code !== null)
      out.push(`instance ${i + 1} exited (${code}): ${s.stderr().slice(-1500) || s.stdout().slice(-1500)}`);
  }
  return out;
}

/** CPU time (user + system) the server processes used so far, ms; 0 for one that exited. */
const serversCpuMs = async (servers: RunningServer[]) =>
  (await Promise.all(servers.map((s) => cpuMsOf(s.child.pid as number).catch(() => 0)))).reduce((a, b) => a + b, 0);

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};

const database = await freshDatabase("rush");
const handle = await openDatabase({ databaseUrl: database.url, dataDir: "memory://" });
const { db } = handle;
const servers: RunningServer[] = [];
let failed = false;
try {
  await migrate(handle);
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl };
  // Migrated above, so neither instance races the other to create the schema.
  servers.push(await startInstance(env));
  servers.push(await startInstance(env));
  console.log(
    `rush: ${fmt(students)} students, ${capacity} seats, within ${windowMs} ms; database ${database.name}; ` +
      `instances on ports ${servers.map((s) => s.port).join(", ")} (round-robin to the ports directly, no proxy)`,
  );

  const rows: string[][] = [
    ["", "sent", "2xx", "errors", "p50 ms", "p99 ms", "max ms", "burst s", "server CPU ms/apply", "check"],
  ];
  for (const [label, urls] of [
    ["two instances", servers.map((s) => s.url)],
    ["one instance", [servers[0]?.url as string]],
  ] as const) {
    const tag = label.startsWith("two") ? "a" : "b";
    const cls = await seedRushClass(db, capacity);
    const crowd = await seedStudents(db, benchAppKey, tag, students);
    const body = JSON.stringify(applyBody(cls));
    const keys = crowd.map(() => randomUUID());
    const apply = async (i: number, url: string): Promise<Reply> => {
      const student = crowd[i] as (typeof crowd)[number];
      const begin = performance.now();
      try {
        const res = await fetch(`${url}/api/classes/${cls.id}/applications`, {
          method: "POST",
          headers: { ...student.headers, "idempotency-key": keys[i] as string },
          body,
        });
        const text = await res.text();
        const ms = performance.now() - begin;
        if (res.status !== 201 && res.status !== 200) return { i, ms, status: res.status, error: text.slice(0, 200) };
        const data = JSON.parse(text).data as Reply["data"];
        return { i, ms, status: res.status, data };
      } catch (e) {
        // "fetch failed" alone hides why: the cause says (a connect timeout, a reset, a refusal).
        const cause = (e as { cause?: { code?: string; message?: string } }).cause;
        const why = [(e as Error).message, cause?.code, cause?.message].filter(Boolean).join(": ");
        return { i, ms: performance.now() - begin, status: 0, error: why };
      }
    };
    // Open loop: request i leaves at i * window / N, whatever the answers before it.
    const cpuBefore = await serversCpuMs(servers);
    const start = performance.now();
    const pending: Array<Promise<Reply>> = [];
    for (let i = 0; i < crowd.length; i++) {
      const wait = start + (i * windowMs) / crowd.length - performance.now();
      if (wait > 1) await new Promise((r) => setTimeout(r, wait));
      pending.push(apply(i, urls[i % urls.length] as string));
    }
    const sentIn = performance.now() - start;
    const replies = await Promise.all(pending);
    const burst = (performance.now() - start) / 1000;
    // Both processes' CPU over the burst, per apply: the figure the machine's load moves least.
    const cpuPerApply = ((await serversCpuMs(servers)) - cpuBefore) / crowd.length;
    // Retries after the answer (a browser that lost the response), on the other instance.
    const retries = await Promise.all(
      crowd
        .map((_, i) => i)
        .filter((i) => i % retryEvery === 0)
        .map((i) => apply(i, urls[(i + 1) % urls.length] as string)),
    );
    const verdict = await checkRush(db, cls.id, capacity, crowd, replies, retries);
    if (verdict.problems.length) failed = true;
    const ok = replies.filter((r) => r.data);
    const ms = ok.map((r) => r.ms);
    rows.push([
      label,
      `${fmt(replies.length)} + ${retries.length} retries`,
      fmt(ok.length + retries.filter((r) => r.data).length),
      fmt(replies.length - ok.length + retries.filter((r) => !r.data).length),
      fmt(quantile(ms, 0.5)),
      fmt(quantile(ms, 0.99)),
      fmt(Math.max(...ms)),
      fmt(burst, 1),
      fmt(cpuPerApply, 1),
      verdict.problems.length ? "FAIL" : "PASS",
    ]);
    console.log(`\n${label}: sent in ${fmt(sentIn)} ms, all answered in ${fmt(burst, 2)} s`);
    for (const line of verdict.lines) console.log(`  ${line}`);
    for (const p of verdict.problems) console.log(`  FAIL ${p}`);
    for (const d of await deaths(servers)) console.log(`  ${d}`);
  }
  console.log(`\n${table(rows)}`);
  const [, two, one] = rows;
  if (two && one)
    console.log(
      `p99 two/one instance: ${fmt(Number(two[5]?.replace(/,/g, "")) / Number(one[5]?.replace(/,/g, "")), 2)}`,
    );
  console.log(
    failed ? "rush: FAIL" : "rush: PASS (exactly capacity accepted, waitlist in lock order, 0 errors, 0 duplicates)",
  );
} finally {
  await Promise.all(servers.map((s) => s.dispose()));
  await handle.close();
  await database.drop();
}
process.exit(failed ? 1 : 0);
