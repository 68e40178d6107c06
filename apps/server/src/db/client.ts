import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { acquireDataDirLock } from "./data-dir-lock.ts";
import * as schema from "./schema/index.ts";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The raw driver, for pg-boss adapters and tests. */
  pglite?: PGlite;
  pool?: pg.Pool;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Folder of the embedded database; ignored with databaseUrl. `memory://` for an in-memory one. */
  dataDir: string;
  /** In-memory only: start from a dumped data folder (tests reuse one migrated database). */
  loadDataDir?: Blob;
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR/pglite. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    let poolClosed = false;
    return {
      db,
      kind: "postgres",
      pool,
      async ping() {
        if (poolClosed) return false;
        try {
          await pool.query("select 1");
          return true;
        } catch {
          return false;
        }
      },
      async close() {
        if (poolClosed) return;
        poolClosed = true;
        await pool.end();
      },
    };
  }
  let releaseLock = () => {};
  let pglite: PGlite;
  if (opts.dataDir === "memory://") {
    pglite = new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {});
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    releaseLock = acquireDataDirLock(opts.dataDir);
    // relaxedDurability stays off: an acknowledged write is flushed before the call returns.
    pglite = new PGlite(path.join(opts.dataDir, "pglite"));
  }
  await pglite.waitReady;
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  let closed = false;
  return {
    db,
    kind: "pglite",
    pglite,
    async ping() {
      if (closed) return false;
      try {
        await pglite.query("select 1");
        return true;
      } catch {
        return false;
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await pglite.close();
      releaseLock();
    },
  };
}
