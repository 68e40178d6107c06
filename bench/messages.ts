/**
 * Messaging latency benchmark (issue 17 point 9). The full app (every plugin, on an in-memory
 * PGlite, RATE_LIMITS=off) listens on loopback; N conversations (default 200, `BENCH_CONVERSATIONS`)
 * between N students and N instructors, each signed in over HTTP with a socket subscribed to its
 * `private-user.{id}` channel (Pusher protocol, raw `ws`). Each round (default 3 after a warm-up,
 * `BENCH_ROUNDS`) both sides of every conversation POST /api/conversations/{id}/messages at once;
 * latency is from the start of the POST to the recipient's socket receiving `message.sent`.
 * Baseline in the same run: a bare `ws` server relaying the same payload from one socket to its
 * partner's, same pairs, same rounds. Prints delivery and p50/p95/p99 of both and the p99 ratio;
 * target p99 <= 3x bare and 100 % delivered. Never asserts a time; exits 1 when not all arrived.
 * Also counts the SQL statements of each send (a driver spy per request, as `browse` does) and
 * times sends one at a time. With `BENCH_DATABASE_URL` (a PostgreSQL server URL) the full-app
 * side runs a second time on a fresh database created on that server (dropped afterwards).
 *
 *   npm run bench -- messages
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- messages
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import WebSocket, { WebSocketServer } from "ws";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { users } from "../apps/server/src/db/schema/index.ts";
import { hashPassword } from "../apps/server/src/platform/password.ts";
import type {} from "../apps/server/src/realtime/realtime.plugin.ts"; // app.realtime's type
import { fmt, table, verdict } from "./lib.ts";

const pairs = Math.max(1, Math.min(2000, Number(process.env.BENCH_CONVERSATIONS ?? 200)));
const rounds = Math.max(1, Math.min(50, Number(process.env.BENCH_ROUNDS ?? 3)));
const roundTimeoutMs = 60_000;
const password = "bench-password-0123";
const filler = " Could I bring my own tongs, and is there parking near the forge?".repeat(3);
const now = () => performance.timeOrigin + performance.now();
const tokenPattern = /bench (\d+) ([ab]) (\d+) /;
const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
const traceSql = process.env.BENCH_TRACE_SQL === "1";

/**
 * Statements per request: each request runs in its own async context and the driver's entry
 * points (PGlite's `query`/`exec` and a transaction's, node-postgres's `Client.query`) count the
 * statements issued from it, BEGIN/COMMIT included; background jobs (pg-boss pollers) run outside and never count.
 */
const requestContext = new AsyncLocalStorage<{ statements: string[] }>();
function spyOnDriver(database: Database) {
  const count = (text: unknown) => requestContext.getStore()?.statements.push(String(text).replace(/\s+/g, " "));
  type Runner = Record<string, (...a: unknown[]) => Promise<unknown>>;
  const wrap = (target: Runner) => {
    for (const method of ["query", "exec"]) {
      const original = target[method]?.bind(target);
      if (!original) continue;
      target[method] = (...args: unknown[]) => {
        count(args[0]);
        return original(...args);
      };
    }
  };
  const pglite = database.pglite as unknown as Runner | undefined;
  if (pglite) {
    wrap(pglite);
    // A transaction's statements go through its own object, plus BEGIN and COMMIT.
    const transaction = pglite.transaction?.bind(pglite) as (cb: (tx: Runner) => Promise<unknown>) => Promise<unknown>;
    pglite.transaction = (cb: unknown) =>
      transaction(async (tx) => {
        count("BEGIN");
        wrap(tx);
        const result = await (cb as (tx: Runner) => Promise<unknown>)(tx);
        count("COMMIT");
        return result;
      });
  }
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown; benchSpied?: true };
  if (proto.benchSpied) return;
  proto.benchSpied = true;
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    count(typeof q === "string" ? q : ((q as { text?: string })?.text ?? "(query)"));
    return query.apply(this, args);
  };
}

/** A fresh database on the PostgreSQL server of `url` for one run, dropped afterwards. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `guildforge_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    /** Without `force`: the app's pools end on their own; retried while their sockets close. */
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (e) {
            if (attempt >= 50) return console.error(`could not drop ${name}: ${(e as Error).message}`);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** Counts each (conversation, side, round) once, by the recipient only; round 0 is the warm-up. */
class Tally {
  sentAt = new Map<string, number>();
  latencies: number[] = [];
  roundMs: number[] = [];
  received = new Array<number>(rounds + 1).fill(0);
  seen = new Set<string>();
  sent(key: string) {
    this.sentAt.set(key, now());
  }
  arrived(text: string, mySide: "a" | "b") {
    const m = tokenPattern.exec(text);
    if (!m || m[2] === mySide) return;
    const key = `${m[1]} ${m[2]} ${m[3]}`;
    const started = this.sentAt.get(key);
    if (started === undefined || this.seen.has(key)) return;
    this.seen.add(key);
    const round = Number(m[3]);
    this.received[round] = (this.received[round] ?? 0) + 1;
    if (round > 0) this.latencies.push(now() - started);
  }
  async waitRound(round: number, started: number) {
    const deadline = performance.now() + roundTimeoutMs;
    while ((this.received[round] ?? 0) < pairs * 2 && performance.now() < deadline) {
      await new Promise((r) => setTimeout(r, 5));
    }
    if (round > 0) this.roundMs.push(performance.now() - started);
  }
  result() {
    const sorted = [...this.latencies].sort((x, y) => x - y);
    return {
      delivered: this.received.slice(1).reduce((x, y) => x + y, 0),
      expected: pairs * 2 * rounds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      perSecond: (pairs * 2 * this.roundMs.length) / (this.roundMs.reduce((x, y) => x + y, 0) / 1000),
    };
  }
}
type Result = ReturnType<Tally["result"]>;
const body = (conv: number, side: "a" | "b", round: number) => `bench ${conv} ${side} ${round} ${filler}`;

/** A signed-in HTTP client over real loopback fetch: session cookie + CSRF header, like the SPA. */
async function signIn(base: string, email: string) {
  const jar = new Map<string, string>();
  const absorb = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const eq = pair?.indexOf("=") ?? -1;
      if (pair && eq > 0) jar.set(pair.slice(0, eq), decodeURIComponent(pair.slice(eq + 1)));
    }
  };
  const headers = () => ({
    accept: "application/json",
    "content-type": "application/json",
    "x-requested-with": "XMLHttpRequest",
    cookie: [...jar].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
    "x-xsrf-token": jar.get("XSRF-TOKEN") ?? "",
  });
  const post = async (url: string, payload: unknown) => {
    const res = await fetch(`${base}${url}`, { method: "POST", headers: headers(), body: JSON.stringify(payload) });
    absorb(res);
    return res;
  };
  absorb(await fetch(`${base}/api/csrf-cookie`, { headers: headers() }));
  const login = await post("/api/login", { email, password });
  if (login.status !== 204) throw new Error(`login ${email}: ${login.status} ${await login.text()}`);
  return { post };
}

interface OursResult extends Result {
  /** SQL statements of one send: [min, max] over the lone sends, and the sequence of one. */
  statements: { min: number; max: number; one: string[] };
  /** Median ms of a send alone (20 sequential sends, one conversation). */
  aloneMs: number;
}

async function ours(databaseUrl?: string): Promise<OursResult> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-"));
  const pgDb = databaseUrl ? await freshPostgres(databaseUrl) : undefined;
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    RATE_LIMITS: "off",
    SEED: "none",
    ...(pgDb ? { DATABASE_URL: pgDb.url } : {}),
  });
  const database = await openDatabase({ dataDir: "memory://", databaseUrl: pgDb?.url });
  await migrate(database);
  spyOnDriver(database);
  const app = await buildApp({ config, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const perSend: string[][] = [];
  {
    const server = app.server;
    const handlers = server.listeners("request") as Array<(...a: unknown[]) => void>;
    server.removeAllListeners("request");
    server.on("request", (req, res) => {
      const ctx = { statements: [] as string[] };
      const isSend = req.method === "POST" && /^\/api\/conversations\/\d+\/messages/.test(req.url ?? "");
      if (isSend) res.once("finish", () => perSend.push(ctx.statements));
      requestContext.run(ctx, () => {
        for (const h of handlers) h.call(server, req, res);
      });
    });
  }
  const port = (app.server.address() as AddressInfo).port;
  const base = `http://127.0.0.1:${port}`;
  const sockets: WebSocket[] = [];
  try {
    const passwordHash = await hashPassword(password);
    const people = await database.db
      .insert(users)
      .values(
        Array.from({ length: pairs * 2 }, (_, i) => ({
          name: `Bench ${i % 2 ? "Instructor" : "Student"} ${i >> 1}`,
          slug: `bench-${i}`,
          email: `bench-${i}@example.test`,
          roles: i % 2 ? ["student", "instructor"] : ["student"],
          passwordHash,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning({ id: users.id, email: users.email });
    const tally = new Tally();
    const sides = ["a", "b"] as const;
    const conversations: Array<{ id: number; clients: Array<Awaited<ReturnType<typeof signIn>>> }> = [];
    const started = performance.now();
    for (let c = 0; c < pairs; c += 20) {
      const batch = Array.from({ length: Math.min(20, pairs - c) }, async (_, k) => {
        const conv = c + k;
        const [student, teacher] = [people[conv * 2], people[conv * 2 + 1]];
        if (!student || !teacher) throw new Error("users missing");
        const clients = await Promise.all([signIn(base, student.email), signIn(base, teacher.email)]);
        await Promise.all(
          [student.id, teacher.id].map(async (userId, s) => {
            sockets.push(await subscribe(port, config.realtime.key, userId, app.realtime, sides[s] ?? "a", tally));
          }),
        );
        const res = await clients[0]?.post("/api/conversations", { user_id: teacher.id, body: "Hello!" });
        if (res?.status !== 201) throw new Error(`start conversation: ${res?.status} ${await res?.text()}`);
        conversations[conv] = { id: (await res.json()).data.conversation.id, clients };
      });
      await Promise.all(batch);
    }
    console.log(
      `ours: ${pairs} conversations, ${pairs * 2} sign-ins and sockets in ${fmt(performance.now() - started)} ms`,
    );
    for (let round = 0; round <= rounds; round++) {
      const roundStart = performance.now();
      await Promise.all(
        conversations.flatMap((conv, i) =>
          sides.map(async (side, s) => {
            tally.sent(`${i} ${side} ${round}`);
            const res = await conv.clients[s]?.post(`/api/conversations/${conv.id}/messages`, {
              body: body(i, side, round),
            });
            if (res?.status !== 201) console.error(`send failed: ${res?.status} ${await res?.text()}`);
          }),
        ),
      );
      await tally.waitRound(round, roundStart);
    }
    // Counted on the lone sends only: under load node-postgres runs a queued query in whichever
    // context released the pool client, so concurrent counts on PostgreSQL would be mixed up.
    perSend.length = 0;
    // One send at a time (after the rounds, so nothing queues): the cost of the send path itself.
    const alone: number[] = [];
    const first = conversations[0];
    for (let i = 0; i < 20 && first; i++) {
      const begin = performance.now();
      const res = await first.clients[0]?.post(`/api/conversations/${first.id}/messages`, { body: `alone ${i}` });
      if (res?.status !== 201) throw new Error(`alone send: ${res?.status}`);
      alone.push(performance.now() - begin);
    }
    alone.sort((x, y) => x - y);
    const counts = perSend.map((x) => x.length);
    const one = perSend.at(-1) ?? [];
    return {
      ...tally.result(),
      statements: { min: Math.min(...counts), max: Math.max(...counts), one },
      aloneMs: percentile(alone, 50),
    };
  } finally {
    for (const ws of sockets) ws.terminate();
    await app.close();
    await database.close();
    await pgDb?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A raw Pusher-protocol socket on `private-user.{id}`, signed by the app like /api/broadcasting/auth. */
function subscribe(
  port: number,
  key: string,
  userId: number,
  realtime: { authorizeChannel(socketId: string, channel: string): { auth: string } },
  side: "a" | "b",
  tally: Tally,
) {
  const channel = `private-user.${userId}`;
  return new Promise<WebSocket>((resolve, reject) => {
    const ws = new WebSocket(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=bench&version=1`, {
      perMessageDeflate: false,
    });
    ws.on("error", reject);
    ws.on("message", (raw) => {
      const text = raw.toString();
      if (text.includes('"message.sent"')) return tally.arrived(text, side);
      const frame = JSON.parse(text) as { event: string; data?: string };
      if (frame.event === "pusher:ping") {
        // Like pusher-js: an unanswered ping closes the socket (long sign-ins on a busy machine).
        ws.send(JSON.stringify({ event: "pusher:pong", data: {} }));
      } else if (frame.event === "pusher:connection_established") {
        const socketId = (JSON.parse(frame.data ?? "{}") as { socket_id: string }).socket_id;
        const { auth } = realtime.authorizeChannel(socketId, channel);
        ws.send(JSON.stringify({ event: "pusher:subscribe", data: { channel, auth } }));
      } else if (frame.event === "pusher_internal:subscription_succeeded") {
        resolve(ws);
      } else if (frame.event === "pusher:error") {
        reject(new Error(`socket refused: ${text}`));
      }
    });
  });
}

/** The baseline: a bare `ws` server relaying each payload to the partner's socket. */
async function bare(): Promise<Result> {
  const wss = new WebSocketServer({ port: 0, host: "127.0.0.1", perMessageDeflate: false });
  await new Promise((r) => wss.once("listening", r));
  const port = (wss.address() as AddressInfo).port;
  const byName = new Map<string, WebSocket>();
  wss.on("connection", (ws, req) => {
    byName.set(new URL(req.url ?? "/", "http://x").searchParams.get("me") ?? "", ws);
    ws.on("message", (raw) => {
      const text = raw.toString();
      const m = tokenPattern.exec(text);
      if (m) byName.get(`${m[1]} ${m[2] === "a" ? "b" : "a"}`)?.send(text);
    });
  });
  const tally = new Tally();
  const sockets: WebSocket[] = [];
  try {
    for (let c = 0; c < pairs; c++) {
      for (const side of ["a", "b"] as const) {
        const ws = new WebSocket(`ws://127.0.0.1:${port}/?me=${encodeURIComponent(`${c} ${side}`)}`, {
          perMessageDeflate: false,
        });
        await new Promise((resolve, reject) => {
          ws.once("open", resolve);
          ws.once("error", reject);
        });
        ws.on("message", (raw) => tally.arrived(raw.toString(), side));
        sockets.push(ws);
      }
    }
    for (let round = 0; round <= rounds; round++) {
      const roundStart = performance.now();
      sockets.forEach((ws, n) => {
        const conv = n >> 1;
        const side = n % 2 ? "b" : "a";
        tally.sent(`${conv} ${side} ${round}`);
        ws.send(JSON.stringify({ event: "message.sent", data: { body: body(conv, side, round) } }));
      });
      await tally.waitRound(round, roundStart);
    }
    return tally.result();
  } finally {
    for (const ws of sockets) ws.terminate();
    await new Promise((r) => wss.close(r));
  }
}

console.log(
  `messages bench: ${pairs} conversations, both sides sending, ${rounds} rounds (+1 warm-up), loopback, ${availableParallelism()} CPUs`,
);
const runs: Array<{ name: string; r: OursResult }> = [{ name: "ours PGlite", r: await ours() }];
if (postgresUrl) runs.push({ name: "ours PostgreSQL", r: await ours(postgresUrl) });
const b = await bare();
const ms = (v: number) => `${fmt(v, 1)} ms`;
const pct = (r: Result) => `${r.delivered}/${r.expected} (${fmt((100 * r.delivered) / r.expected, 2)} %)`;
const row = (label: string, f: (r: Result) => string, bareCell = f(b)) => [
  label,
  ...runs.map(({ r }) => f(r)),
  bareCell,
];
console.log(
  table([
    ["", ...runs.map(({ name }) => `${name} (POST -> socket)`), "bare ws relay"],
    row("delivered", pct),
    row("latency p50", (r) => ms(r.p50)),
    row("latency p95", (r) => ms(r.p95)),
    row("latency p99", (r) => ms(r.p99)),
    row("messages delivered/s", (r) => fmt(r.perSecond)),
    ["SQL statements per send (alone)", ...runs.map(({ r }) => `${r.statements.min}-${r.statements.max}`), "-"],
    ["one send alone (p50)", ...runs.map(({ r }) => ms(r.aloneMs)), "-"],
  ]),
);
if (traceSql) {
  for (const { name, r } of runs) {
    console.log(`\n${name}: the statements of one send`);
    for (const [i, q] of r.statements.one.entries()) console.log(`  ${i + 1}. ${q.slice(0, 160)}`);
  }
}
let allDelivered = b.delivered === b.expected;
for (const { name, r } of runs) {
  const ratio = r.p99 / b.p99;
  console.log(`p99 ${name}/bare: ${fmt(ratio, 2)}x ${verdict(ratio, 3, "<=")}`);
  allDelivered &&= r.delivered === r.expected;
}
console.log(`delivery: ${allDelivered ? "100 % PASS" : "INCOMPLETE (MISS)"}`);
if (!allDelivered) process.exitCode = 1;
process.exit();
