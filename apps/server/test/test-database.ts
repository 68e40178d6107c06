import { readFile } from "node:fs/promises";
import pg from "pg";
import { type Database, openDatabase } from "../src/db/client.ts";
import { dropDatabase, trackPool } from "./pg-teardown.ts";
import { type TestDbInfo, withDatabase } from "./test-db.ts";

let dumpCache: Promise<Blob> | undefined;

export interface TestDatabase {
  database: Database;
  /** Called first in close(): from then on the server may terminate this database's connections. */
  beginTeardown: () => void;
  /** After database.close(): waits until its sockets are closed, then drops the clone. */
  drop: () => Promise<void>;
  /**
   * Another handle (its own pool) on the same clone, as a second instance has; PostgreSQL only.
   * Close it before `drop()`.
   */
  openAnother?: () => Promise<Database>;
}

/** A fresh migrated database: a PGlite loaded from the run's dump, or a clone of the template. */
export async function openTestDatabase(info: TestDbInfo): Promise<TestDatabase> {
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
  const url = withDatabase(info.url, name);
  const pools: Array<ReturnType<typeof trackPool>> = [];
  const open = async () => {
    const database = await openDatabase({ databaseUrl: url, dataDir: "memory://" });
    pools.push(trackPool(database.pool as pg.Pool));
    return database;
  };
  const database = await open();
  return {
    database,
    beginTeardown: () => {
      for (const pool of pools) pool.beginTeardown();
    },
    drop: async () => {
      for (const pool of pools) await pool.closed();
      await adminQuery(info.url, (c) => dropDatabase(c, name));
    },
    openAnother: open,
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
