import { type ChildProcessWithoutNullStreams, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { choosePostgres, portAnswers } from "./test-postgres.ts";

const root = path.resolve(import.meta.dirname, "..");
const modulePath = path.join(import.meta.dirname, "test-postgres.ts");

interface Started {
  child: ChildProcessWithoutNullStreams;
  url: string;
  dir: string;
  exited: Promise<number | null>;
}

/**
 * Each embedded server runs in a child process, as under `npm test`: the package hooks process
 * exit and signals, which must not land in the test worker. Writing a line to the child's stdin
 * asks it to stop() and exit.
 */
async function startInChild(): Promise<Started> {
  const code = [
    `import { startEmbeddedPostgres } from ${JSON.stringify(modulePath)};`,
    "const pg = await startEmbeddedPostgres();",
    "console.log(JSON.stringify({ url: pg.url, dir: pg.dir }));",
    'process.stdin.once("data", async () => { await pg.stop(); process.exit(0); });',
  ].join("\n");
  const child = spawn(process.execPath, ["--input-type=module", "-e", code], { cwd: root });
  const exited = new Promise<number | null>((resolve) => child.on("exit", (c) => resolve(c)));
  let out = "";
  let err = "";
  child.stderr.on("data", (b) => {
    err += b;
  });
  const line = await new Promise<string>((resolve, reject) => {
    child.stdout.on("data", (b) => {
      out += b;
      if (out.includes("\n")) resolve(out.split("\n")[0]!);
    });
    exited.then((c) => reject(new Error(`the child exited (${c}) before starting PostgreSQL: ${err}`)));
  });
  return { child, exited, ...(JSON.parse(line) as { url: string; dir: string }) };
}

function portOf(url: string) {
  return Number(new URL(url).port);
}

describe("the int:postgres stage's PostgreSQL", { timeout: 60_000 }, () => {
  it("starts an embedded server in a temporary folder; the server's migrations apply; stop() removes it", async () => {
    const { child, url, dir, exited } = await startInChild();
    try {
      expect(existsSync(path.join(dir, "data", "PG_VERSION"))).toBe(true);
      const migrateCode = await new Promise<number | null>((resolve) => {
        const m = spawn(process.execPath, ["apps/server/src/db/migrate-cli.ts"], {
          cwd: root,
          env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: "warn" },
          stdio: "inherit",
        });
        m.on("exit", resolve);
      });
      expect(migrateCode).toBe(0);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'",
      );
      await client.end();
      expect(rows[0]!.n).toBeGreaterThan(5);
    } finally {
      child.stdin.write("stop\n");
      expect(await exited).toBe(0);
    }
    expect(existsSync(dir)).toBe(false);
    expect(await portAnswers("127.0.0.1", portOf(url))).toBe(false);
  });

  it("an interrupted run (SIGTERM) stops the server and removes its folder", async () => {
    const { child, url, dir, exited } = await startInChild();
    expect(await portAnswers("127.0.0.1", portOf(url))).toBe(true);
    child.kill("SIGTERM");
    await exited;
    expect(existsSync(dir)).toBe(false);
    expect(await portAnswers("127.0.0.1", portOf(url))).toBe(false);
  });

  it("a run killed outright (SIGKILL) leaves a server that the next start stops and removes", async () => {
    const killed = await startInChild();
    killed.child.kill("SIGKILL");
    await killed.exited;
    expect(existsSync(killed.dir)).toBe(true);
    const next = await startInChild();
    next.child.stdin.write("stop\n");
    await next.exited;
    expect(existsSync(killed.dir)).toBe(false);
    expect(await portAnswers("127.0.0.1", portOf(killed.url))).toBe(false);
  });

  it("TEST_DATABASE_URL is used as given, and TEST_PG accepts only 'embedded'", async () => {
    const given = "postgres://someone@db.example:6543/x";
    const chosen = await choosePostgres({ TEST_DATABASE_URL: given });
    expect(chosen.source).toBe("TEST_DATABASE_URL");
    expect(chosen.url).toBe(given);
    await expect(choosePostgres({ TEST_PG: "local" })).rejects.toThrow('TEST_PG must be "embedded" or unset');
  });
});
