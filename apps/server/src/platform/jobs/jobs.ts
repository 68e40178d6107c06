import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { fromDrizzle, fromPglite, PgBoss, type Queue, type WorkOptions } from "pg-boss";
import type { Database, Db } from "../../db/client.ts";

export interface SendOptions {
  /** A Drizzle transaction: the job is committed (or rolled back) with it. */
  db?: Db;
  retryLimit?: number;
  startAfter?: number | Date;
  singletonKey?: string;
}

/** The durable job queue (pg-boss in the app's own database), exposed as `app.jobs`. */
export interface Jobs {
  boss: PgBoss;
  /** Creates the queue if needed (retries with exponential backoff by default). */
  define(name: string, options?: Omit<Queue, "name">): Promise<void>;
  send(name: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T>(name: string, handler: (data: T) => Promise<void>, options?: WorkOptions): Promise<void>;
  /**
   * Sends a job to the (defined) queue `name` on a cron expression, in UTC. Stored in the
   * database: every instance may call it, and each occurrence creates one job across instances.
   */
  schedule(name: string, cron: string): Promise<void>;
  /** Tells `listener` of every job run by `work` on this instance: its queue, duration and error. */
  observe(listener: JobListener): void;
  stop(): Promise<void>;
}

export type JobListener = (queue: string, ms: number, error: unknown) => void;

declare module "fastify" {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/** Starts pg-boss on PGlite (its own adapter) or PostgreSQL (its own small pool). */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const boss =
    database.kind === "pglite" && database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite" })
      : new PgBoss({
          connectionString: (database.pool as unknown as { options: { connectionString: string } }).options
            .connectionString,
          max: 4,
        });
  boss.on("error", (err) => log.error({ err }, "job queue error"));
  await boss.start();
  const defined = new Set<string>();
  const listeners: JobListener[] = [];
  let stopped = false;
  return {
    boss,
    async define(name, options) {
      if (defined.has(name)) return;
      defined.add(name);
      await boss.createQueue(name, { retryLimit: 6, retryDelay: 5, retryBackoff: true, ...options });
    },
    send(name, data, options = {}) {
      const { db, ...rest } = options;
      return boss.send(name, data, { ...rest, ...(db ? { db: fromDrizzle(db as never, sql) } : {}) });
    },
    async work<T>(name: string, handler: (data: T) => Promise<void>, options: WorkOptions = {}) {
      await boss.work<T>(name, { pollingIntervalSeconds: 1, ...options }, async (jobs) => {
        for (const job of jobs) {
          if (listeners.length === 0) {
            await handler(job.data);
            continue;
          }
          const start = performance.now();
          try {
            await handler(job.data);
            for (const l of listeners) l(name, performance.now() - start, null);
          } catch (err) {
            for (const l of listeners) l(name, performance.now() - start, err);
            throw err;
          }
        }
      });
    },
    async schedule(name, cron) {
      await boss.schedule(name, cron, {}, { tz: "UTC" });
    },
    observe(listener) {
      listeners.push(listener);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await boss.stop({ graceful: true, timeout: 5000, close: true });
    },
  };
}
