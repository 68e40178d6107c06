/**
 * Messaging latency benchmark (issue 17 point 9), three sides in one run, same pairs, payload and
 * rounds (decision 268):
 * - ours (bench/messages.app.ts): the full app on PGlite, and on PostgreSQL too with
 *   `BENCH_DATABASE_URL` (a fresh database created on that server, dropped afterwards); both sides
 *   of N conversations (default 200, `BENCH_CONVERSATIONS`) POST a message at once, each round
 *   (default 3 after a warm-up, `BENCH_ROUNDS`); latency from the start of the POST to the
 *   recipient's socket receiving `message.sent`;
 * - bare ws (bench/messages.bare.ts): a `ws` server relaying the payload to the partner's socket;
 * - bare Fastify: a Fastify POST route relaying it to the partner's `ws` socket (no DB, no session).
 * Prints delivery, p50/p95/p99, throughput, SQL statements per send and a lone send, then the p99
 * ratio of ours against both baselines with PASS/MISS against the 3x bare ws. Never
 * asserts a time; exits 1 only when something was not delivered. `BENCH_TRACE_SQL=1` lists one
 * send's statements; `BENCH_CPU_PROFILE=<dir>` writes a CPU profile of each side's rounds.
 *
 *   npm run bench -- messages
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench -- messages
 */
import { availableParallelism } from "node:os";
import { fmt, table, verdict } from "./lib.ts";
import { type OursResult, ours } from "./messages.app.ts";
import { bareFastify, bareWs } from "./messages.bare.ts";
import { pairs, type Result, rounds } from "./messages.tally.ts";

const postgresUrl = process.env.BENCH_DATABASE_URL || undefined;
const traceSql = process.env.BENCH_TRACE_SQL === "1";

console.log(
  `messages bench: ${pairs} conversations, both sides sending, ${rounds} rounds (+1 warm-up), loopback, ${availableParallelism()} CPUs`,
);
const runs: Array<{ name: string; r: OursResult }> = [{ name: "ours PGlite", r: await ours("ours PGlite") }];
if (postgresUrl) runs.push({ name: "ours PostgreSQL", r: await ours("ours PostgreSQL", postgresUrl) });
const ws = await bareWs();
const http = await bareFastify();
const bares = [
  { name: "bare Fastify -> ws", r: http },
  { name: "bare ws relay", r: ws },
];
const ms = (v: number) => `${fmt(v, 1)} ms`;
const pct = (r: Result) => `${r.delivered}/${r.expected} (${fmt((100 * r.delivered) / r.expected, 2)} %)`;
const row = (label: string, f: (r: Result) => string) => [
  label,
  ...runs.map(({ r }) => f(r)),
  ...bares.map(({ r }) => f(r)),
];
const oursOnly = (label: string, f: (r: OursResult) => string) => [label, ...runs.map(({ r }) => f(r)), "-", "-"];
console.log(
  table([
    ["", ...runs.map(({ name }) => `${name} (POST -> socket)`), ...bares.map(({ name }) => name)],
    row("delivered", pct),
    row("latency p50", (r) => ms(r.p50)),
    row("latency p95", (r) => ms(r.p95)),
    row("latency p99", (r) => ms(r.p99)),
    row("messages delivered/s", (r) => fmt(r.perSecond)),
    oursOnly("SQL statements per send (alone)", (r) => `${r.statements.min}-${r.statements.max}`),
    oursOnly("one send alone (p50)", (r) => ms(r.aloneMs)),
  ]),
);
if (traceSql) {
  for (const { name, r } of runs) {
    console.log(`\n${name}: the statements of one send`);
    for (const [i, q] of r.statements.one.entries()) console.log(`  ${i + 1}. ${q.slice(0, 160)}`);
  }
}
console.log(`p99 bare Fastify/bare ws: ${fmt(http.p99 / ws.p99, 2)}x ${verdict(http.p99 / ws.p99, 3, "<=")}`);
for (const { name, r } of runs) {
  console.log(`p99 ${name}/bare Fastify: ${fmt(r.p99 / http.p99, 2)}x`);
  console.log(`p99 ${name}/bare ws: ${fmt(r.p99 / ws.p99, 2)}x ${verdict(r.p99 / ws.p99, 3, "<=")}`);
}
const allDelivered = [...runs, ...bares].every(({ r }) => r.delivered === r.expected);
console.log(`delivery: ${allDelivered ? "100 % PASS" : "INCOMPLETE (MISS)"}`);
if (!allDelivered) process.exitCode = 1;
process.exit();
