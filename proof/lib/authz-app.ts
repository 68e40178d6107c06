// The authorisation proof's app (issue 22): the real buildApp (API, no web) on a fresh migrated
// database, driven with app.inject. PGlite in memory by default; a new PostgreSQL database when
// TEST_DATABASE_URL is set (the full profile may use it), dropped on close.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { buildApp } from "../../apps/server/src/app.ts";
import { loadConfig } from "../../apps/server/src/config/config.ts";
import { type Database, type Db, openDatabase } from "../../apps/server/src/db/client.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";
import type {} from "../../apps/server/src/platform/jobs/jobs.ts";
import { trackPool } from "../../apps/server/test/pg-teardown.ts";
import { startPostgresHint, withDatabase } from "../../apps/server/test/test-db.ts";

export interface AuthzApp {
  app: FastifyInstance;
  db: Db;
  database: Database;
  kind: "pglite" | "postgres";
  close(): Promise<void>;
}

async function admin(url: string, sql: string) {
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  try {
    await c.connect();
  } catch (e) {
    throw new Error(`PostgreSQL is unreachable at ${url} (${(e as Error).message}).\n${startPostgresHint}`);
  }
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

export async function startAuthzApp(databaseUrl: string | undefined): Promise<AuthzApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-authz-"));
  let dbName: string | undefined;
  let database: Database;
  let pool: ReturnType<typeof trackPool> | undefined;
  if (databaseUrl) {
    dbName = `gf_authz_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await admin(databaseUrl, `CREATE DATABASE "${dbName}"`);
    database = await openDatabase({ databaseUrl: withDatabase(databaseUrl, dbName), dataDir: "memory://" });
    pool = trackPool(database.pool as pg.Pool);
  } else {
    database = await openDatabase({ dataDir: "memory://" });
  }
  await migrate(database);
  // Rate limits off: the matrix sends hundreds of requests per principal on purpose. Performance
  // recording off: its per-minute flush writes perf_minutes on a timer, whatever the requests did,
  // and the proof compares the database before and after requests.
  const config = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMITS: "off",
    PERFORMANCE_RECORDING: "off",
    LOG_LEVEL: "silent",
    SEED: "none",
  });
  const app = await buildApp({ config, database });
  await app.ready();
  // No web here: the page patterns a vitals beacon may name come from the build (decision 509).
  app.performance.pages.set(new Set(["/", "/users/:slug"]));
  // No job worker runs: a queued job (the message email batch, the notification digest) finishing
  // during a request would write rows that request did not write. Jobs are still enqueued.
  for (const q of await app.jobs.boss.getQueues()) await app.jobs.boss.offWork(q.name, { wait: true });
  return {
    app,
    db: database.db,
    database,
    kind: database.kind,
    async close() {
      // As the test harness does: the app (pg-boss ends its own pool), the app's pool, wait until
      // its sockets are closed, then drop the database.
      pool?.beginTeardown();
      await app.close();
      await database.close();
      await pool?.closed();
      if (databaseUrl && dbName) await admin(databaseUrl, `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
