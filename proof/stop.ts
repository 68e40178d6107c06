// Proof: a stop that always stops (issue 22 part 6, decision 415). SIGTERM makes the real server
// process exit 0 within the 10 s grace period every time, with its stdout
//   - reader-gone: a pipe whose reader closed it (writes fail with EPIPE),
//   - full-pipe:   a pipe nobody reads, filled by the log lines of a burst of requests,
//   - under-load:  a pipe read normally, with 100 clients sending requests as the signal lands.
// Before decision 415 the full-pipe case hung forever (pino's exit flush retried EAGAIN in
// Atomics.wait). Full profile: 50 rounds of the three; CI: 5 rounds. The servers run on a scratch
// database of the machine's PostgreSQL (they start faster than on PGlite).

import { scratchDatabase } from "./lib/stop-database.ts";
import { driveLoad } from "./lib/stop-load.ts";
import { startServer, tempDataDir } from "./lib/stop-server.ts";

const profile = process.env.PROOF_PROFILE === "ci" ? "ci" : "full";
const rounds = Number(process.env.STOP_ROUNDS) || (profile === "ci" ? 5 : 50);
const graceMs = 10_000;
/** Past this the process is taken for hung and killed (the round fails). */
const hungMs = graceMs + 5_000;

type Scenario = "reader-gone" | "full-pipe" | "under-load";
const scenarios: Scenario[] = ["reader-gone", "full-pipe", "under-load"];

interface Outcome {
  scenario: Scenario;
  round: number;
  ms: number;
  code: number | string;
}

async function runRound(dataDir: string, databaseUrl: string, scenario: Scenario, round: number): Promise<Outcome> {
  const server = await startServer(dataDir, { DATABASE_URL: databaseUrl });
  try {
    let load: ReturnType<typeof driveLoad> | undefined;
    if (scenario === "reader-gone") {
      server.closeStdout();
      await driveLoad(server.url, { clients: 20, requests: 300 }).done;
    } else if (scenario === "full-pipe") {
      server.stopReading();
      // Each request logs two lines (~600 bytes): 1500 requests write ~0.9 MB, far past a pipe's 64 KiB.
      await driveLoad(server.url, { clients: 20, requests: 1500 }).done;
      load = driveLoad(server.url, { clients: 50 });
    } else {
      load = driveLoad(server.url, { clients: 100 });
      await load.started(500);
    }
    const signalled = Date.now();
    server.child.kill("SIGTERM");
    const code = await Promise.race([
      server.exited,
      new Promise<string>((resolve) => setTimeout(() => resolve("hung"), hungMs).unref()),
    ]);
    const ms = Date.now() - signalled;
    load?.stop();
    await load?.done;
    if (code === "hung") console.error(`stop: ${scenario} round ${round} still running ${hungMs} ms after SIGTERM`);
    else if (code !== 0) console.error(`stop: ${scenario} round ${round} exited ${code}\n${server.stderr()}`);
    return { scenario, round, ms, code };
  } finally {
    await server.kill();
  }
}

const data = tempDataDir("stop");
const database = await scratchDatabase("stop");
const outcomes: Outcome[] = [];
try {
  for (let round = 1; round <= rounds; round++) {
    for (const scenario of scenarios) outcomes.push(await runRound(data.dir, database.url, scenario, round));
    if (round % 10 === 0 || round === rounds) {
      const bad = outcomes.filter((o) => o.code !== 0 || o.ms > graceMs).length;
      console.log(`stop: round ${round}/${rounds}, ${bad} failed so far`);
    }
  }
} finally {
  data.remove();
  await database.drop();
}

const ok = outcomes.filter((o) => o.code === 0 && o.ms <= graceMs);
const max = (s?: Scenario) =>
  (Math.max(...outcomes.filter((o) => !s || o.scenario === s).map((o) => o.ms)) / 1000).toFixed(1);
console.log(
  `stop: ${rounds} rounds x ${scenarios.length} scenarios, ${ok.length}/${outcomes.length} exited 0 within ${graceMs / 1000} s ` +
    `(max ${max()} s: reader-gone ${max("reader-gone")} s, full-pipe ${max("full-pipe")} s, under-load ${max("under-load")} s)`,
);
process.exit(ok.length === outcomes.length ? 0 : 1);
