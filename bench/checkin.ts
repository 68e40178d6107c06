// Check-in at the door (issue 40 point 9): BENCH_TICKETS (200) tickets of one session scanned at
// once through the full app (HTTP, signed-in instructor, CSRF, the check-in service's one-row
// admission) vs two bare Fastify POST routes, same process, same client: one answering the same
// JSON with no work ("bare"), one doing the admission's least work on the same database in one
// statement, with no session, CSRF, validation or idempotency ("bare write", on a second class of
// the same size). The order alternates over BENCH_ROUNDS (3) rounds, each on new classes, after
// BENCH_WARMUP (1) warm-up rounds that are shown and checked but left out of the medians. Prints
// p50/p99 of each and the ratios of p99s; the target (<= 2) is judged against the bare write, and
// the ratio to the no-work route is printed beside it. Fails (exit 1) unless every round admitted
// exactly BENCH_TICKETS seats, each once, through each of ours and the bare write. On a fresh
// PostgreSQL database (BENCH_PG_URL's server; the database a deployment with phones at the door runs
// on); BENCH_DB=pglite runs it on PGlite in memory instead (one connection in this process: the
// scans queue on it, bench/README.md "checkin").
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import inspector from "node:inspector/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { executeNamed } from "../apps/server/src/db/named-statement.ts";
import { rowsOf } from "../apps/server/src/db/rows.ts";
import { applications, classSessions } from "../apps/server/src/db/schema/index.ts";
import { createClass, createVenue } from "../apps/server/src/modules/applications/testing.ts";
import { createUser } from "../apps/server/test/factories.ts";
import { freshDatabase } from "./capacity.instances.ts";
import { fmt, table, verdict } from "./lib.ts";

const tickets = Number(process.env.BENCH_TICKETS ?? 200);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// Rounds run first and shown, but left out of the medians: the first burst through each route runs
// code V8 has not optimised yet (ours has far more of it), as no server that has been up a minute does.
const warmups = Number(process.env.BENCH_WARMUP ?? 1);
const onPostgres = process.env.BENCH_DB !== "pglite";

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] ?? Number.NaN;
};
const median = (xs: number[]) => quantile(xs, 0.5);

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: "127.0.0.1" });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** All requests at once; each one's time from send to the whole answer read. */
async function burst(requests: Array<() => Promise<Response>>) {
  const times: number[] = [];
  const statuses: number[] = [];
  const cpu = process.cpuUsage();
  await Promise.all(
    requests.map(async (send) => {
      const started = performance.now();
      const res = await send();
      await res.arrayBuffer();
      times.push(performance.now() - started);
      statuses.push(res.status);
    }),
  );
  const used = process.cpuUsage(cpu);
  // This process's CPU time per request (server and client together; the client's share is the
  // same for every route): what the two cores spend, whatever else the machine is doing.
  const cpuMs = (used.user + used.system) / 1000 / requests.length;
  return { p50: quantile(times, 0.5), p99: quantile(times, 0.99), statuses, cpuMs };
}

const pg = onPostgres ? await freshDatabase("checkin") : null;
const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-checkin-"));
const database = await openDatabase(pg ? { databaseUrl: pg.url, dataDir: "memory://" } : { dataDir: "memory://" });
await migrate(database);
const config = loadConfig({
  DATA_DIR: dataDir,
  LOG_LEVEL: "warn",
  RATE_LIMITS: "off",
  SEED: "none",
  ...(pg ? { DATABASE_URL: pg.url } : {}),
});
const app = await buildApp({ config, database });
const base = await listen(app);
const bare = Fastify({ logger: false });
bare.post("/api/manage/check-in/:id", async () => ({ data: { status: "admitted", replayed: false } }));
const bareBase = await listen(bare);
// The admission's least work: the seat by its ticket, at the session, inserted once (a named
// statement, as ours: parsed once per connection).
const bareWrite = Fastify({ logger: false });
bareWrite.post<{ Params: { id: string }; Body: { ticket: string; scan_id: string } }>(
  "/api/manage/check-in/:id",
  async (req, reply) => {
    const rows = rowsOf<{ id: number }>(
      await executeNamed(
        database.db,
        sql`insert into session_attendance
        (application_id, class_id, session_starts_at, status, checked_in_at, scan_id)
        select a.id, a.class_id, s.starts_at, 'attended', now(), ${req.body.scan_id}
        from applications a join class_sessions s on s.id = ${Number(req.params.id)} and s.class_id = a.class_id
        where a.ticket_code = ${req.body.ticket} and a.status = 'accepted'
        on conflict (application_id, session_starts_at) do nothing
        returning application_id::int as id`,
      ),
    );
    if (!rows[0]) return reply.status(409).send({ error: { message: "Not admitted." } });
    return { data: { status: "admitted", replayed: false } };
  },
);
const bareWriteBase = await listen(bareWrite);

// The instructor signs in as a browser does: the XSRF cookie, then the session cookie.
const db = database.db;
const instructor = await createUser(db, { roles: ["student", "instructor"] });
const jar = new Map<string, string>();
const absorb = (res: Response) => {
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(";");
    const i = pair?.indexOf("=") ?? -1;
    if (pair && i > 0) jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
};
const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
absorb(await fetch(`${base}/api/csrf-cookie`));
const xsrf = () => decodeURIComponent(jar.get("XSRF-TOKEN") ?? "");
const login = await fetch(`${base}/api/login`, {
  method: "POST",
  headers: { "content-type": "application/json", cookie: cookie(), "x-xsrf-token": xsrf(), origin: base },
  body: JSON.stringify({ email: instructor.email, password: instructor.password }),
});
absorb(login);
if (login.status !== 204) throw new Error(`sign-in answered ${login.status}: ${await login.text()}`);
const headers = () => ({ "content-type": "application/json", cookie: cookie(), "x-xsrf-token": xsrf(), origin: base });

const venueId = await createVenue(db, instructor.id);

type Burst = Awaited<ReturnType<typeof burst>>;

/** A class with one session 30 minutes ahead and `tickets` accepted seats, with their ticket codes. */
async function sessionWithSeats() {
  const cls = await createClass(db, {
    instructorId: instructor.id,
    venueId,
    startsInMs: 30 * 60_000,
    capacity: tickets,
  });
  const [session] = await db.select().from(classSessions).where(sql`${classSessions.classId} = ${cls.id}`);
  const students = await Promise.all(Array.from({ length: tickets }, () => createUser(db)));
  const seats = await db
    .insert(applications)
    .values(
      students.map((s) => ({
        classId: cls.id,
        studentId: s.id,
        status: "accepted",
        experienceLevel: "some",
        safetyVersion: 1,
        safetyAcknowledgedAt: new Date(),
        acceptedAt: new Date(),
      })),
    )
    .returning({ code: applications.ticketCode });
  return { cls, session, seats };
}

const admittedIn = async (classId: number) =>
  Number(
    rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from session_attendance where class_id = ${classId} and status = 'attended'`,
      ),
    )[0]?.n,
  );
// BENCH_PROFILE=<dir>: a V8 CPU profile of our bursts alone (the process also runs the bare routes
// and the client), written there for DevTools or a script to read.
const profiler = process.env.BENCH_PROFILE ? new inspector.Session() : undefined;
profiler?.connect();
async function profiled(run: () => Promise<Burst>, name = "ours"): Promise<Burst> {
  if (!profiler) return run();
  await profiler.post("Profiler.enable");
  await profiler.post("Profiler.start");
  const out = await run();
  const { profile } = await profiler.post("Profiler.stop");
  mkdirSync(process.env.BENCH_PROFILE as string, { recursive: true });
  writeFileSync(
    path.join(process.env.BENCH_PROFILE as string, `checkin-${name}-${Date.now()}.cpuprofile`),
    JSON.stringify(profile),
  );
  return out;
}

const results: string[][] = [
  [
    "round",
    "ours p50",
    "ours p99",
    "bare write p50",
    "bare write p99",
    "bare p50",
    "bare p99",
    "p99 / bare write",
    "p99 / bare",
    "CPU ms/req ours, bare write, bare",
    "admitted",
  ],
];
const ratios: number[] = [];
const bareRatios: number[] = [];
let wrong = 0;
for (let r = -warmups; r < rounds; r++) {
  const { cls, session, seats } = await sessionWithSeats();
  const other = await sessionWithSeats();
  const url = `/api/manage/check-in/${session?.id}`;
  const oursRun = () =>
    burst(
      seats.map(
        (s, i) => () =>
          fetch(`${base}${url}`, {
            method: "POST",
            headers: headers(),
            body: JSON.stringify({ ticket: `${config.appUrl}/tickets/${s.code}`, scan_id: `bench-${r}-${i}-scan` }),
          }),
      ),
    );
  const bareRun = () =>
    burst(
      seats.map(
        (s, i) => () =>
          fetch(`${bareBase}${url}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ticket: s.code, scan_id: `bench-${r}-${i}-scan` }),
          }),
      ),
    );
  const bareWriteRun = () =>
    burst(
      other.seats.map(
        (s, i) => () =>
          fetch(`${bareWriteBase}/api/manage/check-in/${other.session?.id}`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ ticket: s.code, scan_id: `bench-${r}-${i}-bare` }),
          }),
      ),
    );
  let o: Burst;
  let w: Burst;
  let b: Burst;
  if ((r + warmups) % 2 === 0) {
    o = await profiled(oursRun);
    w = await profiled(bareWriteRun, "bare-write");
    b = await bareRun();
  } else {
    b = await bareRun();
    w = await profiled(bareWriteRun, "bare-write");
    o = await profiled(oursRun);
  }
  const admitted = await admittedIn(cls.id);
  const admittedBare = await admittedIn(other.cls.id);
  const ok =
    o.statuses.every((s) => s === 200) &&
    w.statuses.every((s) => s === 200) &&
    admitted === tickets &&
    admittedBare === tickets;
  if (!ok) wrong += 1;
  const ratio = o.p99 / w.p99;
  if (r >= 0) {
    ratios.push(ratio);
    bareRatios.push(o.p99 / b.p99);
  }
  results.push([
    r >= 0 ? String(r + 1) : `warm-up ${r + warmups + 1}`,
    `${fmt(o.p50)} ms`,
    `${fmt(o.p99)} ms`,
    `${fmt(w.p50)} ms`,
    `${fmt(w.p99)} ms`,
    `${fmt(b.p50)} ms`,
    `${fmt(b.p99)} ms`,
    fmt(ratio, 2),
    fmt(o.p99 / b.p99, 2),
    `${fmt(o.cpuMs, 2)}, ${fmt(w.cpuMs, 2)}, ${fmt(b.cpuMs, 2)}`,
    `${admitted}/${tickets}, bare write ${admittedBare}/${tickets}${ok ? "" : ` (answers: ${[...new Set(o.statuses)].join(", ")})`}`,
  ]);
}
console.log(
  `checkin: ${tickets} tickets of one session scanned at once, ${rounds} rounds after ${warmups} warm-up, on ${onPostgres ? "PostgreSQL" : "PGlite (memory)"}`,
);
console.log(table(results));
const ratio = median(ratios);
console.log(`p99 ours/bare write (median of rounds): ${fmt(ratio, 2)} ${verdict(ratio, 2, "<=")}`);
console.log(`p99 ours/bare with no work (median of rounds, for reference): ${fmt(median(bareRatios), 2)}`);
console.log(`admitted exactly ${tickets} every round: ${wrong === 0 ? "PASS" : `FAIL (${wrong} rounds wrong)`}`);
await app.close();
await bare.close();
await bareWrite.close();
await database.close();
await pg?.drop();
rmSync(dataDir, { recursive: true, force: true });
process.exit(wrong === 0 ? 0 : 1);
