import { performance } from "node:perf_hooks";
import type { Database } from "../../db/client.ts";

/** Told of every statement: its SQL text (never its bindings) and how long it took. */
export type StatementListener = (sqlText: string, ms: number) => void;

interface Hooked {
  listeners: Set<StatementListener>;
}
const hooked = new WeakMap<object, Hooked>();

type QueryFn = (...args: unknown[]) => unknown;

function textOf(arg: unknown): string {
  if (typeof arg === "string") return arg;
  if (arg && typeof arg === "object" && "text" in arg) return String((arg as { text: unknown }).text);
  return "";
}

/** Wraps a driver's query method so that each call is timed and told to the listeners. */
function timed(target: { query: QueryFn }, hook: Hooked): void {
  if ((target.query as { timed?: boolean }).timed) return;
  // A method the object inherits (pg's Client.prototype.query) is looked up at each call, not
  // captured: whatever else wraps the prototype later (a test's statement counter, a tracer)
  // still sees every statement.
  const own = Object.hasOwn(target, "query") ? target.query : null;
  const proto = Object.getPrototypeOf(target) as { query: QueryFn };
  const wrapped = function (this: unknown, ...args: unknown[]) {
    const original = own ?? proto.query;
    if (hook.listeners.size === 0) return original.apply(this, args);
    const start = performance.now();
    const tell = () => {
      const ms = performance.now() - start;
      // The first listener only: two apps sharing one driver in a test would count it twice.
      for (const listener of hook.listeners) {
        listener(textOf(args[0]), ms);
        break;
      }
    };
    // pg's pool calls its client with a callback; Drizzle awaits a promise.
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const callback = args[last] as (...a: unknown[]) => unknown;
      args[last] = (...a: unknown[]) => {
        tell();
        return callback(...a);
      };
    }
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === "function")
      (result as Promise<unknown>).then(tell, tell);
    return result;
  };
  (wrapped as { timed?: boolean }).timed = true;
  target.query = wrapped;
}

/**
 * Hooks the database driver once (PGlite's query and transaction, or every pg client of the pool)
 * and adds a listener; returns its removal. The SQL text is Drizzle's parametrised statement, so
 * no bound value is ever seen.
 */
export function listenToStatements(database: Database, listener: StatementListener): () => void {
  const driver: object | undefined = database.pglite ?? database.pool;
  if (!driver) return () => {};
  let hook = hooked.get(driver);
  if (!hook) {
    const h: Hooked = { listeners: new Set() };
    hook = h;
    hooked.set(driver, h);
    if (database.pglite) {
      const pglite = database.pglite as unknown as { query: QueryFn; transaction: QueryFn };
      timed(pglite, h);
      const transaction = pglite.transaction;
      pglite.transaction = function (this: unknown, callback: unknown) {
        return transaction.call(this, (tx: { query: QueryFn }) => {
          timed(tx, h);
          return (callback as (tx: unknown) => unknown)(tx);
        });
      };
    } else if (database.pool) {
      const pool = database.pool as unknown as {
        on(event: "connect", cb: (client: { query: QueryFn }) => void): void;
        _clients?: Array<{ query: QueryFn }>;
      };
      for (const client of pool._clients ?? []) timed(client, h);
      pool.on("connect", (client) => timed(client, h));
    }
  }
  hook.listeners.add(listener);
  const h = hook;
  return () => h.listeners.delete(listener);
}
