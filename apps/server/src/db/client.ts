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

/** A pg client whose connection attempt gives up after 3 s (a server that does not answer). */
class ConnectTimedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(
      typeof config === "string"
        ? { connectionString: config, connectionTimeoutMillis: 3000 }
        : { ...config, connectionTimeoutMillis: 3000 },
    );
  }
}

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite under DATA_DIR/pglite. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.databaseUrl) {
    // A stopped or unreachable server fails a new connection within 3 s (answered 503,
    // error-handler.ts) instead of leaving the request waiting (decision 416). Only connecting is
    // timed: pg-pool's own `connectionTimeoutMillis` would also time the wait for a busy pool's
    // free client, and turn a burst (a class opening, 1,000 writes at once) into 503s and into
    // acknowledged writes whose Idempotency-Key answer could not be recorded (proof/crash.ts).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, Client: ConnectTimedClient });
    // An idle connection the server dropped (restart, failover): the pool discards it and opens a
    // new one on the next query. Unlistened, this 'error' event would crash the process.
    pool.on("error", () => {});
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
