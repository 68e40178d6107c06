// One crash round: the app takes the round's 1,000 writes at once and is killed (SIGKILL) once a
// seeded number of them has been answered; then the acknowledged keys of a round are replayed
// against the restarted app, which must answer each from its record instead of writing again.
import { uniformInt } from "pure-rand/distribution/uniformInt";
import type { RunningServer } from "../../apps/server/test/spawn-server.ts";
import { type Caller, callerFor, send } from "./crash-client.ts";
import type { CrashFixtures, Person } from "./crash-seed.ts";
import type { Sent } from "./crash-verify.ts";
import { type Rng, roundWrites } from "./crash-writes.ts";

export const isAck = (s: Sent) => s.answer.status !== null && s.answer.status >= 200 && s.answer.status < 300;

async function callers(server: RunningServer, fx: CrashFixtures): Promise<Map<number, Caller>> {
  const people: Person[] = [fx.instructor, ...fx.students];
  const list = await Promise.all(people.map((p) => callerFor(server.url, p)));
  return new Map(list.map((c) => [c.person.id, c]));
}

export interface RoundResult {
  sent: Sent[];
  /** How many requests had settled (answered or failed) when the process was killed. */
  killedAfter: number;
}

export async function crashRound(
  server: RunningServer,
  fx: CrashFixtures,
  round: number,
  rng: Rng,
): Promise<RoundResult> {
  const who = await callers(server, fx);
  const writes = roundWrites(fx, round, rng);
  const killAt = uniformInt(rng, Math.floor(writes.length / 10), Math.floor((writes.length * 9) / 10));
  let answered = 0;
  const sent = await Promise.all(
    writes.map(async (write) => {
      const answer = await send(
        server.url,
        who.get(write.as.id) as Caller,
        write.method,
        write.path,
        write.body,
        write.key,
      );
      if (++answered === killAt) server.child.kill("SIGKILL");
      return { write, answer };
    }),
  );
  await server.exited;
  if (server.child.signalCode !== "SIGKILL") {
    throw new Error(`the app exited by itself (${server.child.exitCode}) before the kill:\n${server.stderr()}`);
  }
  await server.dispose();
  return { sent, killedAfter: killAt };
}

/**
 * Sends every acknowledged write of `sent` again with its key. Each must come back with its first
 * status and `Idempotent-Replayed: true`; returns what did not.
 */
export async function replayAcknowledged(server: RunningServer, fx: CrashFixtures, sent: Sent[]): Promise<string[]> {
  const who = await callers(server, fx);
  const bad: string[] = [];
  await Promise.all(
    sent.filter(isAck).map(async ({ write, answer }) => {
      const again = await send(
        server.url,
        who.get(write.as.id) as Caller,
        write.method,
        write.path,
        write.body,
        write.key,
      );
      if (again.status !== answer.status || !again.replayed) {
        bad.push(
          `replay of ${write.kind} ${write.key}: first ${answer.status}, replay ${again.status ?? again.error}` +
            ` (replayed: ${again.replayed})`,
        );
      }
    }),
  );
  return bad;
}
