// Do the account endpoints tell known emails from unknown ones by their timing? (issue 15 point 4,
// decisions 232 and 501; registration tells a taken email openly since decision 500). Through the
// full app on an in-memory PGlite, interleaved: a failed sign-in with a known vs an unknown email,
// and forgot-password with a known vs an unknown email, BENCH_ROUNDS (30) of each, alternating
// which goes first. Prints the medians and p90s side by side and the
// ratio of medians; the verdict asks it to stay within noise (0.8 to 1.25).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { buildApp } from "../apps/server/src/app.ts";
import { loadConfig } from "../apps/server/src/config/config.ts";
import { openDatabase } from "../apps/server/src/db/client.ts";
import { migrate } from "../apps/server/src/db/migrate.ts";
import { sessionClient } from "../apps/server/src/platform/sessions/testing.ts";
import { fmt, table } from "./lib.ts";

const rounds = Number(process.env.BENCH_ROUNDS ?? 30);
const password = "a-long-enough-bench-passphrase";

const dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-bench-"));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: "warn", RATE_LIMITS: "off", SEED: "none" });
const database = await openDatabase({ dataDir: "memory://" });
await migrate(database);
const app = await buildApp({ config, database });
await app.ready();

/** One timed call from a fresh visitor (its own cookies and CSRF token, as a browser would have). */
async function timed(url: string, body: unknown, expected: number): Promise<number> {
  const client = sessionClient(app);
  await client.get("/api/csrf-cookie");
  const started = process.hrtime.bigint();
  const res = await client.post(url, body);
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  if (res.statusCode !== expected) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
  return ms;
}

const register = (email: string) =>
  timed("/api/register", { name: "Ada Forgewright", email, password, password_confirmation: password }, 201);
const failedLogin = (email: string) => timed("/api/login", { email, password: "not-the-password-9" }, 422);
const forgot = (email: string) => timed("/api/forgot-password", { email }, 202);

const existing = "bench-existing@guildforge.test";
let n = 0;
const fresh = () => `bench-${Date.now()}-${n++}@guildforge.test`;

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
  return { median: at(0.5), p90: at(0.9) };
}

/** Runs the pair `rounds` times, alternating which goes first, after a short warm-up. */
async function compare(a: () => Promise<number>, b: () => Promise<number>) {
  for (let i = 0; i < 3; i++) {
    await a();
    await b();
  }
  const as: number[] = [];
  const bs: number[] = [];
  for (let i = 0; i < rounds; i++) {
    if (i % 2 === 0) {
      as.push(await a());
      bs.push(await b());
    } else {
      bs.push(await b());
      as.push(await a());
    }
  }
  return { a: stats(as), b: stats(bs) };
}

try {
  await register(existing);
  const login = await compare(
    () => failedLogin(existing),
    () => failedLogin(fresh()),
  );
  const fp = await compare(
    () => forgot(existing),
    () => forgot(fresh()),
  );
  const ratio = (x: number, y: number) => x / y;
  const within = (r: number) => (r >= 0.8 && r <= 1.25 ? "PASS" : "MISS");
  const rLogin = ratio(login.b.median, login.a.median);
  const rForgot = ratio(fp.b.median, fp.a.median);
  console.log(`account timing: ${rounds} interleaved rounds per pair, in-process (app.inject), PGlite in memory\n`);
  console.log(
    table([
      ["", "median ms", "p90 ms"],
      ["failed sign-in, known email", fmt(login.a.median, 1), fmt(login.a.p90, 1)],
      ["failed sign-in, unknown email", fmt(login.b.median, 1), fmt(login.b.p90, 1)],
      ["forgot-password, known email", fmt(fp.a.median, 1), fmt(fp.a.p90, 1)],
      ["forgot-password, unknown email", fmt(fp.b.median, 1), fmt(fp.b.p90, 1)],
    ]),
  );
  console.log(`\nfailed sign-in unknown/known (median): ${fmt(rLogin, 2)}  ${within(rLogin)} (target 0.8 to 1.25)`);
  console.log(`forgot-password unknown/known (median): ${fmt(rForgot, 2)}  ${within(rForgot)} (target 0.8 to 1.25)`);
} finally {
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
