// `npm test [-- stage ...]`: every suite in order, each with a header and its outcome. All stages
// run even when one fails; the exit code is non-zero if any failed or ran zero tests.
// Stages: typecheck, lint, unit, int:pglite, int:postgres, proof, e2e, e2e:npm-chromium, bundle, lighthouse, soak
// (decisions 432, 441).
// (docs/decisions/040-test-runner-and-ci.md; what each brings itself: 250-browser-and-postgres-from-npm.md).
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { npmChromiumPath, resolveChromium } from "./chromium-path.ts";
import { choosePostgres, freePort } from "./test-postgres.ts";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "guildforge-test-"));
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379";

const startPostgres = "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start";
const redisHelp = [
  "npm test needs a Redis server (no npm package ships one). Install it with:",
  "  apt-get install -y redis-server",
  "and start it with:",
  '  redis-server --daemonize yes --bind 127.0.0.1 --port 6379 --save "" --appendonly no',
].join("\n");

/** The command running now, and what must be undone if the run is interrupted. */
let current;
const cleanups = new Set();
let interrupted = false;
for (const [name, number] of [
  ["SIGINT", 2],
  ["SIGTERM", 15],
]) {
  process.once(name, async () => {
    interrupted = true;
    console.error(`\n${name}: stopping the running stage`);
    current?.kill(name);
    await Promise.allSettled([...cleanups].map((f) => f()));
    rmSync(reports, { recursive: true, force: true });
    process.exit(128 + number);
  });
}

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
    });
    current = child;
    child.on("error", (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      if (current === child) current = undefined;
      // A child ended by a signal (the OOM killer's SIGKILL, a crash) says so: its own output may not.
      if (signal) console.error(`\n${cmd} ${args.join(" ")}: ended by ${signal}`);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

/** Can a TCP connection be opened and, optionally, does the server answer `expect` to `send`? */
function probe(url, { send, expect } = {}) {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname.replace(/^\[|\]$/g, ""), port: Number(port) });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(3000, () => done(false));
    socket.on("error", () => done(false));
    socket.on("connect", () => {
      if (!send) return done(true);
      socket.write(send);
      socket.once("data", (buf) => done(buf.toString().startsWith(expect)));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

/**
 * Counts from vitest's JSON reporter, and what failed: a file whose hook or import threw has no
 * failed test (its tests are reported skipped), so its message is kept for the summary.
 */
function vitestCounts(file) {
  const r = readJson(file);
  if (!r) return undefined;
  const problems = [];
  for (const f of r.testResults ?? []) {
    const name = path.relative(process.cwd(), f.name);
    for (const a of f.assertionResults ?? []) if (a.status === "failed") problems.push(`${name}: ${a.fullName}`);
    if (f.status === "failed" && !f.assertionResults?.some((a) => a.status === "failed"))
      problems.push(
        `${name}: ${f.message?.split("\n")[0] || "a hook failed (its tests show as skipped); its error is printed above"}`,
      );
  }
  return {
    passed: r.numPassedTests ?? 0,
    failed: r.numFailedTests ?? 0,
    skipped: (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0),
    problems,
  };
}

/** Every test of a Playwright JSON report with its title path below the file, and its project. */
function* playwrightTests(suite, titles = [], isFile = true) {
  const inner = isFile || !suite.title ? titles : [...titles, suite.title];
  for (const child of suite.suites ?? []) yield* playwrightTests(child, inner, false);
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests ?? []) yield { spec, test, titles: [...inner, spec.title] };
}

/**
 * Counts from Playwright's JSON reporter, and what failed or was flaky (failed, then passed on its
 * one CI retry: counted as passed, named in the summary so a flake is seen and fixed; decision 440).
 */
function playwrightCounts(file) {
  const r = readJson(file);
  if (!r?.stats) return undefined;
  const problems = [];
  const flaky = [];
  for (const suite of r.suites ?? [])
    for (const { spec, test, titles } of playwrightTests(suite)) {
      if (test.status !== "unexpected" && test.status !== "flaky") continue;
      const error = test.results?.find((x) => x.error)?.error?.message ?? "";
      const firstLine =
        stripVTControlCharacters(error)
          .split("\n")
          .find((l) => l.trim()) ?? "";
      const line = `[${test.projectName}] ${spec.file}:${spec.line} ${titles.join(" > ")}: ${firstLine.trim()}`;
      (test.status === "flaky" ? flaky : problems).push(line);
    }
  // Errors outside any test (a worker that crashed, a hook, an unhandled rejection after a test
  // ended, the global timeout) fail the run with every test green: name them too.
  for (const e of r.errors ?? []) {
    const text = stripVTControlCharacters(e.message ?? e.value ?? String(e));
    const where = e.location ? ` (${path.relative(process.cwd(), e.location.file)}:${e.location.line})` : "";
    problems.push(
      `outside a test${where}: ${
        text
          .split("\n")
          .find((l) => l.trim())
          ?.trim() ?? "an error"
      }`,
    );
  }
  return {
    passed: (r.stats.expected ?? 0) + (r.stats.flaky ?? 0),
    failed: r.stats.unexpected ?? 0,
    skipped: r.stats.skipped ?? 0,
    problems,
    flaky,
  };
}

async function vitestStage(project, env = {}) {
  const out = path.join(reports, `vitest-${project}-${env.TEST_DB ?? "default"}.json`);
  const code = await run(
    "npx",
    ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`],
    env,
  );
  return { code, counts: vitestCounts(out) };
}

const stages = {
  typecheck: async () => ({ code: await run("npm", ["run", "typecheck"]) }),
  lint: async () => ({ code: await run("npm", ["run", "lint"]) }),
  unit: () => vitestStage("unit"),
  "int:pglite": () => vitestStage("int", { TEST_DB: "pglite" }),
  "int:postgres": async () => {
    if (!(await probe(redisUrl, { send: "PING\r\n", expect: "+PONG" })))
      return { code: 1, message: `Redis is not reachable at ${redisUrl}. ${redisHelp}` };
    let pg;
    try {
      pg = await choosePostgres();
    } catch (e) {
      return { code: 1, message: e.message };
    }
    cleanups.add(pg.stop);
    try {
      console.log(pg.description);
      if (pg.source !== "embedded" && !(await probe(pg.url)))
        return { code: 1, message: `PostgreSQL is not reachable at ${pg.url}. Start it with:\n  ${startPostgres}` };
      return await vitestStage("int", { TEST_DB: "postgres", TEST_DATABASE_URL: pg.url, TEST_REDIS_URL: redisUrl });
    } finally {
      await pg.stop();
      cleanups.delete(pg.stop);
    }
  },
  // Issue 22's proof suites in their CI profile (proof/README.md): each prints its figures and fails
  // when its claim breaks; `npm run proof -- <name>` runs the full versions.
  proof: async () => ({ code: await run("npm", ["run", "proof", "--", "ci"]) }),
  e2e: async () => {
    let chromium;
    try {
      chromium = await resolveChromium();
    } catch (e) {
      return { code: 1, message: e.message };
    }
    console.log(chromium.description);
    return playwrightStage(chromium.executablePath, []);
  },
  // The npm-shipped Chromium on four pages of one spec (the home page, sign-in, the class list and a
  // class page: rendered, hydrated, axe-clean), so CI (which installs Debian's for speed) proves
  // it starts and renders the app too; every other check runs in the e2e stage.
  "e2e:npm-chromium": async () => {
    let executablePath;
    try {
      executablePath = await npmChromiumPath();
    } catch (e) {
      return { code: 1, message: e.message };
    }
    console.log(`Chromium: ${executablePath} (npm @sparticuz/chromium, whatever the system has)`);
    return playwrightStage(
      executablePath,
      ["e2e/routes.spec.ts", "--project=desktop", "--grep", "(^| )(home|login|classes|class-detail) \\("],
      "playwright-npm.json",
    );
  },
  // Issue 20's JavaScript budgets (decision 492): the home route <= 1.5x a bare React Router app, every
  // route chunk <= 35 KiB gzip, no public page loading zod. It builds apps/web as `npm run build` does.
  bundle: async () => {
    const code = await run("npm", ["run", "bench", "--", "bundle"], { BENCH_GATE: "ci" });
    if (code === 0) built = true;
    return { code, message: code === 0 ? undefined : "a JavaScript budget was missed (the tables above say which)" };
  },
  // Issue 20's loose gate against regressions: Lighthouse on two pages, median of 3 runs; MISS below
  // Performance 90 is printed, the stage fails below each page's recorded floor or Accessibility 100
  // (decisions 345, 347; `npm run bench -- lighthouse` is the measure).
  lighthouse: async () => {
    if (!built) {
      const build = await run("npm", ["run", "build"]);
      if (build !== 0) return { code: build, message: "npm run build failed; Lighthouse did not run" };
      built = true;
    }
    const code = await run("npm", ["run", "bench", "--", "lighthouse"], {
      BENCH_PAGES: process.env.BENCH_PAGES || "home,class",
      // Median of 3: one run swung 98 -> 70 on the same code (decision 347).
      BENCH_RUNS: "3",
      BENCH_GATE: "ci",
    });
    return {
      code,
      message: code === 0 ? undefined : "a page fell below its Performance floor or Accessibility 100 (decision 347)",
    };
  },
  // Issue 23's soak, short: 2 minutes of mixed traffic at a fixed modest rate on PostgreSQL + Redis;
  // fails on an error, RSS growth > 10 % after warm-up, event-loop p99 > 20 ms or growing database
  // connections (decision 432; `npm run bench -- soak` is the 30-minute measure).
  soak: async () => {
    if (!(await probe(redisUrl, { send: "PING\r\n", expect: "+PONG" })))
      return { code: 1, message: `Redis is not reachable at ${redisUrl}. ${redisHelp}` };
    const pgUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
    if (!(await probe(pgUrl)))
      return { code: 1, message: `PostgreSQL is not reachable at ${pgUrl}. Start it with:\n  ${startPostgres}` };
    if (!built) {
      const build = await run("npm", ["run", "build"]);
      if (build !== 0) return { code: build, message: "npm run build failed; the soak did not run" };
      built = true;
    }
    const code = await run("npm", ["run", "bench", "--", "soak"], {
      BENCH_SOAK_MINUTES: process.env.BENCH_SOAK_MINUTES || "2",
      BENCH_SOAK_RATE: process.env.BENCH_SOAK_RATE || "2",
      BENCH_PG_URL: pgUrl,
      BENCH_REDIS_URL: redisUrl,
    });
    return {
      code,
      message: code === 0 ? undefined : "the soak broke a claim (its table above says which; decision 432)",
    };
  },
};
const testStages = new Set(["unit", "int:pglite", "int:postgres", "e2e", "e2e:npm-chromium"]);

let built = false;
async function playwrightStage(executablePath, args, report = "playwright.json") {
  if (!built) {
    const build = await run("npm", ["run", "build"]);
    if (build !== 0) return { code: build, message: "npm run build failed; Playwright did not run" };
    built = true;
  }
  const out = path.join(reports, report);
  const port = process.env.E2E_PORT || String(await freePort());
  const code = await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts", ...args], {
    E2E_JSON_REPORT: out,
    E2E_PORT: port,
    E2E_CHROMIUM_PATH: executablePath,
  });
  return { code, counts: playwrightCounts(out) };
}

const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !(s in stages));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(", ")}. Stages: ${Object.keys(stages).join(", ")}`);
  process.exit(2);
}
// Every stage runs by default; the soak (2 minutes) can be left out with SKIP_SOAK=1 for a quick
// local run, never in CI (decision 441).
const optIn = new Set(process.env.SKIP_SOAK === "1" && !process.env.CI ? ["soak"] : []);
const selected = requested.length
  ? Object.keys(stages).filter((s) => requested.includes(s))
  : Object.keys(stages).filter((s) => !optIn.has(s));

const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const name of selected) {
  console.log(`\n${"=".repeat(72)}\n== ${name}\n${"=".repeat(72)}`);
  const started = Date.now();
  const { code, counts, message } = await stages[name]();
  if (interrupted) await new Promise(() => {}); // the signal handler cleans up and exits
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  let ok = code === 0;
  let note = message ?? "";
  if (testStages.has(name)) {
    if (!counts) {
      ok = false;
      note ||= "no test report was written (the runner failed before running tests)";
    } else {
      total.passed += counts.passed;
      total.failed += counts.failed;
      total.skipped += counts.skipped;
      const ran = counts.passed + counts.failed;
      note = `${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ""}`;
      if (counts.flaky?.length) note += ` (${counts.flaky.length} flaky: passed on retry)`;
      if (ran === 0) {
        ok = false;
        note = `ran zero tests: a stage that runs nothing is a failure (${note})`;
      }
    }
  }
  if (!ok && testStages.has(name) && counts && !counts.failed && !counts.problems?.length)
    note += " (the runner exited non-zero with no failed test; its output above says why)";
  if (message && note !== message) note = `${message}\n${note}`;
  console.log(`\n-- ${name}: ${ok ? "PASSED" : "FAILED"} in ${seconds}s${note ? `\n${note}` : ""}`);
  results.push({ name, ok, seconds, note, problems: counts?.problems ?? [], flaky: counts?.flaky ?? [] });
}

rmSync(reports, { recursive: true, force: true });
console.log(`\n${"=".repeat(72)}\n== summary\n${"=".repeat(72)}`);
for (const r of results) {
  console.log(
    `${r.ok ? "PASS" : "FAIL"}  ${r.name.padEnd(14)} ${`${r.seconds}s`.padStart(8)}  ${r.note.split("\n")[0]}`,
  );
}
const failedStages = results.filter((r) => !r.ok).map((r) => r.name);
if (failedStages.length) console.log(`\nFailed stages: ${failedStages.join(", ")}`);
// The summary is what a CI log's tail shows: name what failed there too.
for (const r of results.filter((r) => !r.ok && r.problems.length)) {
  console.log(`${r.name}:`);
  for (const p of r.problems.slice(0, 8)) console.log(`  ${p.slice(0, 240)}`);
  if (r.problems.length > 8) console.log(`  ... and ${r.problems.length - 8} more`);
}
for (const r of results.filter((r) => r.flaky.length)) {
  console.log(`${r.name}, flaky (failed once, passed on retry):`);
  for (const p of r.flaky.slice(0, 8)) console.log(`  ${p.slice(0, 240)}`);
}
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(failedStages.length ? 1 : 0);
