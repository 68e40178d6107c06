import { performance } from "node:perf_hooks";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { Database, Db } from "../src/db/client.ts";
import * as schema from "../src/db/schema/index.ts";
import type { EventDispatcher } from "../src/platform/events/dispatcher.ts";

/** One statement sent through a logged handle, with when it was sent (performance.now()). */
export interface LoggedStatement {
  sql: string;
  at: number;
}

/** What one transaction did while it held a row lock: the statements from the lock to COMMIT. */
export interface LockHold {
  /** The statements from the `FOR UPDATE` one (included) to the end of the work (COMMIT not included). */
  statements: string[];
  /** From sending the lock statement to the commit's return, ms. */
  ms: number;
}

/**
 * A second Drizzle handle on the same driver (PGlite or the pg pool) that logs every statement
 * it sends, transactions included: the same database, seen statement by statement.
 */
export function loggedDb(database: Database): { db: Db; log: LoggedStatement[] } {
  const log: LoggedStatement[] = [];
  const logger = { logQuery: (sql: string) => void log.push({ sql, at: performance.now() }) };
  const db =
    database.kind === "pglite"
      ? drizzlePglite(database.pglite as NonNullable<Database["pglite"]>, { schema, logger })
      : drizzlePg(database.pool as NonNullable<Database["pool"]>, { schema, logger });
  return { db: db as unknown as Db, log };
}

/**
 * Wraps a dispatcher over a logged handle: each transaction that takes a row lock (`for update`)
 * records the statements it sent from the lock on, and the time from the lock to the commit.
 */
export function lockHolds(dispatcher: EventDispatcher, log: LoggedStatement[]) {
  const holds: LockHold[] = [];
  const wrapped: EventDispatcher = {
    async transaction(work) {
      const from = log.length;
      let statements: string[] = [];
      let lockedAt = 0;
      const result = await dispatcher.transaction(async (tx, events) => {
        const value = await work(tx, events);
        const sent = log.slice(from);
        const lock = sent.findIndex((s) => /\bfor update\b/i.test(s.sql));
        if (lock >= 0) {
          statements = sent.slice(lock).map((s) => s.sql);
          lockedAt = (sent[lock] as LoggedStatement).at;
        }
        return value;
      });
      if (lockedAt) holds.push({ statements, ms: performance.now() - lockedAt });
      return result;
    },
  };
  return { dispatcher: wrapped, holds };
}
