// proof/faults.ts, PostgreSQL stopped under load: requests answer 503 with the SPEC's error body
// within 5 s, /api/ready fails, the process stays up; service resumes within 5 s of PostgreSQL
// returning, without a restart.
import { type Answer, probe, probeLoop, until } from "./lib/faults-http.ts";
import type { OwnPostgres } from "./lib/faults-services.ts";
import type { ServerProcess } from "./lib/stop-server.ts";

export interface DatabaseOutcome {
  /** Seconds from PostgreSQL stopped to the first 503 SERVICE_UNAVAILABLE. */
  first503: number;
  /** Seconds from PostgreSQL accepting again to the first 200. */
  resumed: number;
  readyFailed: boolean;
  /** Answers during the outage that were neither 200 nor the SPEC's 503, or came after 5 s, or never came. */
  bad: Answer[];
  answers: number;
  alive: boolean;
}

export async function databaseOutage(
  server: ServerProcess,
  pg: OwnPostgres,
  outageMs: number,
): Promise<DatabaseOutcome> {
  const target = `${server.url}/api/classes`;
  const load = probeLoop(target, 20);
  await new Promise((r) => setTimeout(r, 1000));
  const stoppingAt = Date.now();
  await pg.stop();
  const stoppedAt = Date.now();
  const first = await until(
    async () => load.answers.find((a) => a.at >= stoppedAt && a.status === 503 && a.code === "SERVICE_UNAVAILABLE"),
    "a 503 while PostgreSQL is stopped",
    30_000,
  );
  const ready = await probe(`${server.url}/api/ready`);
  await new Promise((r) => setTimeout(r, Math.max(0, outageMs - (Date.now() - stoppedAt))));
  await pg.start();
  const backAt = Date.now();
  const resumedAnswer = await until(
    async () => load.answers.find((a) => a.at >= backAt && a.status === 200),
    "a 200 after PostgreSQL is back",
    30_000,
  );
  const readyAgain = await until(
    async () => ((await probe(`${server.url}/api/ready`)).status === 200 ? true : undefined),
    "/api/ready 200 after PostgreSQL is back",
    30_000,
  );
  await load.stop();
  const during = load.answers.filter((a) => a.at >= stoppingAt);
  const bad = during.filter(
    (a) =>
      a.error !== undefined ||
      a.ms > 5000 ||
      !(a.status === 200 || (a.status === 503 && a.code === "SERVICE_UNAVAILABLE")),
  );
  return {
    first503: (first.at + first.ms - stoppedAt) / 1000,
    resumed: (resumedAnswer.at + resumedAnswer.ms - backAt) / 1000,
    readyFailed: ready.status === 503 && readyAgain,
    bad,
    answers: during.length,
    alive: server.child.exitCode === null && server.child.signalCode === null,
  };
}
