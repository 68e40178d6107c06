import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import type { ArticlesService } from "./articles.service.ts";

/** The pg-boss queue that publishes a scheduled article at its time (decision 301). */
export const articlePublishQueue = "articles.publish";
/** A sweep that catches any scheduled article whose job was lost (e.g. queue purged). */
export const articlePublishSweepCron = "*/5 * * * *";

/** Queues the publish job inside the caller's transaction; a reschedule queues another (the old one then does nothing). */
export function publishScheduler(app: FastifyInstance) {
  return async (tx: Db, id: number, at: Date) => {
    await app.jobs.send(articlePublishQueue, { id }, { db: tx, startAfter: at, retryLimit: 5 });
  };
}

/** Registers the worker, the sweep, and a catch-up once the app is ready (downtime past a publish time). */
export async function registerArticlePublishing(app: FastifyInstance, service: ArticlesService): Promise<void> {
  const run = async (reason: string, id?: number) => {
    const ids = await service.publishDue(id);
    if (ids.length > 0) app.log.info({ articleIds: ids, reason }, "scheduled articles published");
  };
  await app.jobs.define(articlePublishQueue);
  await app.jobs.work<{ id?: number }>(articlePublishQueue, (data) => run("job", data.id));
  await app.jobs.schedule(articlePublishQueue, articlePublishSweepCron);
  app.addHook("onReady", async () => {
    try {
      await run("start-up");
    } catch (err) {
      app.log.error({ err }, "start-up article publish sweep failed; the scheduled sweep will retry");
    }
  });
}
