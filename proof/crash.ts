// Crash safety (issue 22): the real server on file-backed PGlite, then on PostgreSQL, takes 1,000
// concurrent writes of several kinds (applications, votes and unvotes, messages, class edits), is
// killed with SIGKILL at a seeded random moment, and restarts. Every write acknowledged with 2xx
// must be there exactly once and none half-applied (seats taken = accepted applications within
// capacity, votes_count = vote rows, last_message_at = newest message, each class's edited fields
// from one edit); replaying the acknowledged Idempotency-Keys after the restart must answer from
// the record and change nothing. CI: 1 round per database (a seeded kill point each run); full: 10.
// CRASH_SEED=<n> repeats a run's write order and kill points.
import { xoroshiro128plus } from "pure-rand/generator/xoroshiro128plus";
import type { RunningServer } from "../apps/server/test/spawn-server.ts";
import { ensureWebBuild } from "../apps/server/test/web-build.ts";
import { type Backend, pgliteBackend, postgresBackend, startApp, stopApp } from "./lib/crash-backends.ts";
import { crashRound, isAck, replayAcknowledged } from "./lib/crash-round.ts";
import { seedCrash, withDatabase } from "./lib/crash-seed.ts";
import { type Sent, verify } from "./lib/crash-verify.ts";

const rounds = process.env.PROOF_PROFILE === "ci" ? 1 : 10;
const seed = Number(process.env.CRASH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const rng = xoroshiro128plus(seed);
const fmt = (n: number) => n.toLocaleString("en-US");
console.log(`crash: seed ${seed} (CRASH_SEED=${seed} repeats this run's write order and kill points)`);

ensureWebBuild(); // main.ts serves the built site

const totals = { rounds: 0, acknowledged: 0, lost: 0, halfApplied: 0, duplicated: 0, replay: 0 };
/** What an interrupted run (Ctrl-C, a CI timeout) must not leave behind. */
const live = { server: undefined as RunningServer | undefined, backend: undefined as Backend | undefined };
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    live.server?.child.kill("SIGKILL");
    void (live.backend?.cleanup() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

function report(kind: keyof typeof totals, list: string[], where: string) {
  totals[kind] += list.length;
  for (const p of list.slice(0, 10)) console.error(`  ${where}: ${kind}: ${p}`);
  if (list.length > 10) console.error(`  ${where}: ${kind}: ... and ${list.length - 10} more`);
}

/** The acknowledged writes of round `r` must have left the same state after their replay. */
function compareSnapshot(where: string, r: number, before: string[], after: string[]) {
  if (before[r] !== after[r]) report("replay", [`replaying round ${r + 1}'s keys changed its writes' state`], where);
}

async function run(backend: Backend): Promise<void> {
  const { target } = backend;
  const started = Date.now();
  const fx = await seedCrash(target, rounds);
  console.log(`  ${backend.name}: migrated and seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const all: Sent[] = [];
  let previous: Sent[] = [];
  let snapshots: string[] = [];
  let server = await startApp(target);
  live.server = server;
  try {
    for (let r = 0; r < rounds; r++) {
      const where = `${backend.name} round ${r + 1}`;
      report("replay", await replayAcknowledged(server, fx, previous), where);
      const { sent, killedAfter } = await crashRound(server, fx, r, rng);
      all.push(...sent);
      const found = await withDatabase(target, (db) => verify(db, all, fx));
      report("lost", found.lost, where);
      report("halfApplied", found.halfApplied, where);
      report("duplicated", found.duplicated, where);
      if (r > 0) compareSnapshot(where, r - 1, snapshots, found.snapshots);
      snapshots = found.snapshots;
      const acked = sent.filter(isAck).length;
      const others = new Map<string, number>();
      for (const s of sent.filter((x) => !isAck(x))) {
        const what = s.answer.status === null ? "no answer" : String(s.answer.status);
        others.set(what, (others.get(what) ?? 0) + 1);
      }
      totals.acknowledged += acked;
      totals.rounds += 1;
      console.log(
        `  ${where}: ${fmt(sent.length)} writes, killed after ${fmt(killedAfter)} requests settled, ${fmt(acked)} acknowledged` +
          ` (the rest: ${[...others].map(([k, n]) => `${fmt(n)} ${k}`).join(", ")})`,
      );
      previous = sent;
      server = await startApp(target);
      live.server = server;
    }
    report("replay", await replayAcknowledged(server, fx, previous), `${backend.name} last round`);
    await stopApp(server);
    const last = await withDatabase(target, (db) => verify(db, all, fx));
    report("lost", last.lost, `${backend.name} after the last replay`);
    report("halfApplied", last.halfApplied, `${backend.name} after the last replay`);
    report("duplicated", last.duplicated, `${backend.name} after the last replay`);
    compareSnapshot(`${backend.name} after the last replay`, rounds - 1, snapshots, last.snapshots);
  } finally {
    await server.dispose();
  }
}

for (const make of [async () => pgliteBackend(), postgresBackend]) {
  const backend = await make();
  live.backend = backend;
  try {
    await run(backend);
  } finally {
    await backend.cleanup();
  }
}

const broken = totals.lost + totals.halfApplied + totals.duplicated + totals.replay;
console.log(
  `crash: ${totals.rounds} rounds (${rounds} PGlite, ${rounds} PostgreSQL), ${fmt(totals.acknowledged)} acknowledged writes, ` +
    `${totals.lost} lost, ${totals.halfApplied} half-applied, ${totals.duplicated} duplicated, ${totals.replay} replays re-applied or refused`,
);
process.exit(broken === 0 ? 0 : 1);
