import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";

/** One kind of dead row and how to delete it; returns how many went. */
export interface Purger {
  name: string;
  purge(db: Db, now: Date): Promise<number>;
}

/** The pg-boss queue of the purge and when it runs (hourly, at minute 17: off the busy :00). */
export const housekeepingQueue = "housekeeping.purge";
export const housekeepingCron = "17 * * * *";

/** Runs every purger once; one failing does not stop the others. Returns the counts by name. */
export async function runHousekeeping(
  db: Db,
  purgers: Purger[],
  now: Date,
  log?: FastifyInstance["log"],
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const p of purgers) {
    try {
      counts[p.name] = await p.purge(db, now);
    } catch (err) {
      log?.error({ err, purger: p.name }, "housekeeping purge failed; the next run retries");
    }
  }
  return counts;
}

/**
 * Expired sessions, ended rate-limit windows and stale reset tokens are deleted hourly by a
 * scheduled job (one run per occurrence across instances), so the tables stay the size of the
 * live data however long the forge runs (docs/decisions/055-housekeeping.md).
 */
export async function registerHousekeeping(app: FastifyInstance, purgers: Purger[]): Promise<void> {
  const db = app.deps.database.db;
  const now = () => app.now();
  await app.jobs.define(housekeepingQueue, { retryLimit: 0 });
  // An hourly job can wait a minute to be picked up; a 1 s poll would query the database 3,600
  // times an hour for it (on PGlite, on the request thread).
  await app.jobs.work(
    housekeepingQueue,
    async () => {
      const counts = await runHousekeeping(db, purgers, now(), app.log);
      if (Object.values(counts).some((n) => n > 0)) app.log.info({ counts }, "housekeeping purged rows");
    },
    { pollingIntervalSeconds: 60 },
  );
  await app.jobs.schedule(housekeepingQueue, housekeepingCron);
}
