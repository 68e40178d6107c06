/**
 * SQL side of the messages bench (bench/messages.ts): counts the statements each request issues
 * (a driver spy per request context) and makes a fresh PostgreSQL database for a run.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import pg from "pg";
import type { Database } from "../apps/server/src/db/client.ts";

/**
 * Statements per request: each request runs in its own async context and the driver's entry
 * points (PGlite's `query`/`exec` and a transaction's, node-postgres's `Client.query`) count the
 * statements issued from it, BEGIN/COMMIT included; background jobs (pg-boss pollers) run outside and never count.
 */
export const requestContext = new AsyncLocalStorage<{ statements: string[] }>();
export function spyOnDriver(database: Database) {
  const count = (text: unknown) => requestContext.getStore()?.statements.push(String(text).replace(/\s+/g, " "));
  type Runner = Record<string, (...a: unknown[]) => Promise<unknown>>;
  const wrap = (target: Runner) => {
    for (const method of ["query", "exec"]) {
      const original = target[method]?.bind(target);
      if (!original) continue;
      target[method] = (...args: unknown[]) => {
        count(args[0]);
        return original(...args);
      };
    }
  };
  const pglite = database.pglite as unknown as Runner | undefined;
  if (pglite) {
    wrap(pglite);
    // A transaction's statements go through its own object, plus BEGIN and COMMIT.
    const transaction = pglite.transaction?.bind(pglite) as (cb: (tx: Runner) => Promise<unknown>) => Promise<unknown>;
    pglite.transaction = (cb: unknown) =>
      transaction(async (tx) => {
        count("BEGIN");
        wrap(tx);
        const result = await (cb as (tx: Runner) => Promise<unknown>)(tx);
        count("COMMIT");
        return result;
      });
  }
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown; benchSpied?: true };
  if (proto.benchSpied) return;
  proto.benchSpied = true;
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const q = args[0];
    count(typeof q === "string" ? q : ((q as { text?: string })?.text ?? "(query)"));
    return query.apply(this, args);
  };
}

/** A fresh database on the PostgreSQL server of `url` for one run, dropped afterwards. */
export async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `guildforge_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    /** Without `force`: the app's pools end on their own; retried while their sockets close. */
    async drop() {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt++) {
          try {
            await c.query(`drop database if exists ${name}`);
            return;
          } catch (e) {
            if (attempt >= 50) return console.error(`could not drop ${name}: ${(e as Error).message}`);
            await new Promise((r) => setTimeout(r, 200));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}
