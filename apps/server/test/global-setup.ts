import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../src/db/client.ts";
import { migrate } from "../src/db/migrate.ts";
import { describeExclusions } from "./proxy-exclusions.ts";
import { proxyNeedsPostgres, viaProxy } from "./proxy-mode.ts";
import { startPostgresHint, testDatabaseUrl, testDbKind, withDatabase } from "./test-db.ts";
import { ensureWebBuild } from "./web-build.ts";

/**
 * Integration-test global setup: build the web app when its build is missing, and migrate ONE
 * database per run and let every test file clone it.
 * - PGlite (default): migrate an in-memory PGlite, dump its data folder to a temp file; each
 *   createTestApp() loads that dump into a fresh in-memory PGlite.
 * - PostgreSQL (TEST_DB=postgres or TEST_DATABASE_URL): migrate a template database; each
 *   createTestApp() runs CREATE DATABASE ... TEMPLATE and drops it on close.
 */
export default async function setup(project: TestProject) {
  if (viaProxy()) {
    if (testDbKind() === "pglite") throw new Error(proxyNeedsPostgres);
    console.log(describeExclusions());
  }
  // Once, before any worker starts: files that serve the built site (web, main, SIGTERM) ran
  // `npm run build` each, and two workers building into one folder at once broke one of them.
  ensureWebBuild();
  if (testDbKind() === "pglite") {
    const dir = await mkdtemp(path.join(tmpdir(), "guildforge-testdb-"));
    const database = await openDatabase({ dataDir: "memory://" });
    await migrate(database);
    const dump = await database.pglite?.dumpDataDir("none");
    await database.close();
    if (!dump) throw new Error("PGlite did not produce a data folder dump.");
    const dumpFile = path.join(dir, "migrated.tar");
    await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide("testDb", { kind: "pglite", dumpFile });
    return async () => {
      await rm(dir, { recursive: true, force: true });
    };
  }

  const url = testDatabaseUrl();
  const admin = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL for the integration tests is unreachable at ${url} (${(e as Error).message}).\n${startPostgresHint}`,
    );
  }
  await dropStaleRunDatabases(admin);
  const runId = `${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const template = `gf_tpl_${runId}`;
  await admin.query(`CREATE DATABASE "${template}"`);
  const database = await openDatabase({ databaseUrl: withDatabase(url, template), dataDir: "memory://" });
  try {
    await migrate(database);
  } finally {
    await database.close(); // no connection may stay open on a template
  }
  project.provide("testDb", { kind: "postgres", url, template, runId });

  return async () => {
    const { rows } = await admin.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2",
      [`gf\\_t\\_${runId}\\_%`, template],
    );
    for (const r of rows) await admin.query(`DROP DATABASE IF EXISTS "${r.datname}" WITH (FORCE)`);
    await admin.end();
  };
}

/** Databases left behind by runs whose process is gone (killed runs never reach teardown). */
async function dropStaleRunDatabases(admin: pg.Client) {
  const { rows } = await admin.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'gf\\_tpl\\_%' OR datname LIKE 'gf\\_t\\_%'",
  );
  for (const { datname } of rows) {
    const pid = Number(/^gf_(?:tpl|t)_(\d+)_/.exec(datname)?.[1]);
    if (!pid || isAlive(pid)) continue;
    await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`).catch(() => {});
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}
