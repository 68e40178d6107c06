import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import type { AppDeps } from "../src/app-deps.ts";
import { type Config, loadConfig } from "../src/config/config.ts";
import { type Database, type Db, openDatabase } from "../src/db/client.ts";
import { dropDatabase, trackPool } from "./pg-teardown.ts";
import { type TestDbInfo, withDatabase } from "./test-db.ts";

export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. `{ RATE_LIMITS: "off" }`. */
  env?: Record<string, string>;
  /** Config fields to override after loadConfig. */
  config?: Partial<Config>;
  /** Extra or replaced dependencies for buildApp (config and database are provided). */
  deps?: Partial<Omit<AppDeps, "config" | "database">>;
}

export interface TestApp {
  /** The real app (API only, no web), not yet ready: register test-only routes, then inject. */
  app: FastifyInstance;
  database: Database;
  /** Shortcut for database.db (the Drizzle handle factories take). */
  db: Db;
  config: Config;
  /** Closes the app, the database, and removes the temp DATA_DIR (and the cloned database). */
  close(): Promise<void>;
}

let dumpCache: Promise<Blob> | undefined;

interface TestDatabase {
  database: Database;
  /** Called first in close(): from then on the server may terminate this database's connections. */
  beginTeardown: () => void;
  /** After database.close(): waits until its sockets are closed, then drops the clone. */
  drop: () => Promise<void>;
}

async function openTestDatabase(info: TestDbInfo): Promise<TestDatabase> {
  if (info.kind === "pglite") {
    dumpCache ??= readFile(info.dumpFile).then((b) => new Blob([b]));
    const database = await openDatabase({ dataDir: "memory://", loadDataDir: await dumpCache });
    return { database, beginTeardown: () => {}, drop: async () => {} };
  }
  const name = `gf_t_${info.runId}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(info.url, async (c) => {
    // Two clones of one template at the same instant can collide; retry briefly.
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(`CREATE DATABASE "${name}" TEMPLATE "${info.template}"`);
        return;
      } catch (e) {
        if (attempt >= 20 || !/being accessed by other users/.test((e as Error).message)) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  });
  const database = await openDatabase({ databaseUrl: withDatabase(info.url, name), dataDir: "memory://" });
  const pool = trackPool(database.pool as pg.Pool);
  return {
    database,
    beginTeardown: pool.beginTeardown,
    drop: async () => {
      await pool.closed();
      await adminQuery(info.url, (c) => dropDatabase(c, name));
    },
  };
}

async function adminQuery(url: string, fn: (c: pg.Client) => Promise<unknown>): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * Builds the real application (buildApp, without the web) on a fresh, migrated database:
 * an in-memory PGlite by default, a clone of the migrated template with TEST_DB=postgres.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-test-"));
  const loaded = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMITS: "on",
    LOG_LEVEL: "silent",
    SEED: "none",
    ...options.env,
  });
  const config: Config = { ...loaded, ...options.config };
  const { database, beginTeardown, drop } = await openTestDatabase(inject("testDb"));
  const app = await buildApp({ ...options.deps, config, database });
  let closed = false;
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      if (closed) return;
      closed = true;
      // Order matters on PostgreSQL: the app (and its onClose hooks: pg-boss stops and ends its
      // own pool) first, then the app's pool, then wait for its sockets to close, then drop.
      beginTeardown();
      try {
        await app.close();
      } finally {
        try {
          await database.close();
        } finally {
          await drop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}
