import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { classesWriteRepository } from "./classes-write.repository.ts";

/** The pg-boss queue of the completion sweep and how often it runs (decision 191). */
export const classCompletionQueue = "classes.complete";
export const classCompletionCron = "*/10 * * * *";

/**
 * The sweep: published classes whose last session has ended become `completed` in the database.
 * Reads never wait for it (the presenters already show such a class as completed); it makes the
 * stored status true for filters, exports and the status checks of writes. Applications are left
 * as they are: DOMAIN.md says nothing about them when a class completes.
 */
export async function completeEndedClasses(db: Db): Promise<number[]> {
  return classesWriteRepository.completeEnded(db);
}

/**
 * Registers the sweep on the job queue (every 10 minutes, one job per occurrence across
 * instances) and runs it once when the app is ready, so a restart after downtime catches up at once.
 */
export async function registerClassCompletion(app: FastifyInstance): Promise<void> {
  const db = app.deps.database.db;
  const sweep = async (reason: string) => {
    const ids = await completeEndedClasses(db);
    if (ids.length > 0) app.log.info({ classIds: ids, reason }, "classes completed");
  };
  await app.jobs.define(classCompletionQueue, { retryLimit: 0 });
  await app.jobs.work(classCompletionQueue, () => sweep("schedule"), { pollingIntervalSeconds: 10 });
  await app.jobs.schedule(classCompletionQueue, classCompletionCron);
  app.addHook("onReady", async () => {
    try {
      await sweep("start-up");
    } catch (err) {
      app.log.error({ err }, "start-up class completion sweep failed; the scheduled one will retry");
    }
  });
}
