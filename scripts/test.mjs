// `npm test [-- stage ...]`: every suite in order, each with a header and its outcome. All stages
// run even when one fails; the exit code is non-zero if any failed or ran zero tests.
// Stages: typecheck, lint, unit, int:pglite, int:postgres, e2e (docs/decisions/040-test-runner.md).
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reports = mkdtempSync(path.join(tmpdir(), "guildforge-test-"));
const testDatabaseUrl = process.env.TEST_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/test";
const redisUrl = process.env.TEST_REDIS_URL || process.env.REDIS_URL || "redis://127.0.0.1:6379";

const startPostgres = "pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start";
const startRedis =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

/** Runs a command with inherited output; resolves with its exit code. */
function run(cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd: root,
      stdio: ["ignore", "inherit", "inherit"],
      env: { ...process.env, ...env },
    });
    child.on("error", (err) => {
      console.error(`could not start ${cmd}: ${err.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)));
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

function freePort() {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
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

/** Counts from Playwright's JSON reporter (flaky counts as passed: it passed on retry). */
function playwrightCounts(file) {
  const r = readJson(file);
  if (!r?.stats) return undefined;
  return {
    passed: (r.stats.expected ?? 0) + (r.stats.flaky ?? 0),
    failed: r.stats.unexpected ?? 0,
    skipped: r.stats.skipped ?? 0,
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
    const problems = [];
    if (!(await probe(testDatabaseUrl)))
      problems.push(`PostgreSQL is not reachable at ${testDatabaseUrl}. Start it with:\n  ${startPostgres}`);
    if (!(await probe(redisUrl, { send: "PING\r\n", expect: "+PONG" })))
      problems.push(`Redis is not reachable at ${redisUrl}. Start it with:\n  ${startRedis}`);
    if (problems.length) return { code: 1, message: problems.join("\n") };
    return vitestStage("int", { TEST_DB: "postgres", TEST_DATABASE_URL: testDatabaseUrl, TEST_REDIS_URL: redisUrl });
  },
  e2e: async () => {
    if (!existsSync("/usr/bin/chromium")) {
      return {
        code: 1,
        message: "Chromium is missing (/usr/bin/chromium). Install it with:\n  apt-get install -y chromium",
      };
    }
    const build = await run("npm", ["run", "build"]);
    if (build !== 0) return { code: build, message: "npm run build failed; Playwright did not run" };
    const out = path.join(reports, "playwright.json");
    const port = process.env.E2E_PORT || String(await freePort());
    const code = await run("npx", ["playwright", "test", "-c", "e2e/playwright.config.ts"], {
      E2E_JSON_REPORT: out,
      E2E_PORT: port,
    });
    return { code, counts: playwrightCounts(out) };
  },
};
const testStages = new Set(["unit", "int:pglite", "int:postgres", "e2e"]);

const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !(s in stages));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(", ")}. Stages: ${Object.keys(stages).join(", ")}`);
  process.exit(2);
}
const selected = requested.length ? Object.keys(stages).filter((s) => requested.includes(s)) : Object.keys(stages);

const results = [];
const total = { passed: 0, failed: 0, skipped: 0 };
for (const name of selected) {
  console.log(`\n${"=".repeat(72)}\n== ${name}\n${"=".repeat(72)}`);
  const started = Date.now();
  const { code, counts, message } = await stages[name]();
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
      if (ran === 0) {
        ok = false;
        note = `ran zero tests: a stage that runs nothing is a failure (${note})`;
      }
    }
  }
  if (message && note !== message) note = `${message}\n${note}`;
  console.log(`\n-- ${name}: ${ok ? "PASSED" : "FAILED"} in ${seconds}s${note ? `\n${note}` : ""}`);
  results.push({ name, ok, seconds, note, problems: counts?.problems ?? [] });
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
console.log(
  `tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`,
);
process.exit(failedStages.length ? 1 : 0);
