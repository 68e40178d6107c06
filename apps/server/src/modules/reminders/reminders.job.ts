import type { FastifyInstance } from "fastify";
import type { Purger } from "../../platform/housekeeping/housekeeping.ts";
import { type DueReminder, remindersRepository as repo } from "./reminders.repository.ts";
import { type RemindersDeps, reminderKey, sendReminder } from "./reminders.service.ts";

/** The sweep that finds due reminders, and how often it runs. */
export const reminderSweepQueue = "reminders.sweep";
export const reminderSweepCron = "*/5 * * * *";
/** One job per reminder, keyed by kind, session, start and person (pg-boss singletonKey). */
export const reminderSendQueue = "reminders.send";

/**
 * The sweep: queues one `reminders.send` job per reminder due at `now` and not sent yet. The
 * queue is `stately`, so while a reminder's job waits or runs another sweep (on any instance)
 * cannot queue it again; `reminders_sent` makes the sending itself once. Returns how many it queued.
 */
export async function sweepReminders(app: FastifyInstance, deps: RemindersDeps, now: Date): Promise<number> {
  const due = await repo.due(deps.db, now);
  let queued = 0;
  for (const d of due) {
    const id = await app.jobs.send(reminderSendQueue, d, { singletonKey: reminderKey(d) });
    if (id) queued += 1;
  }
  return queued;
}

/** Housekeeping: reminder keys of sessions that started more than 30 days ago. */
export const reminderPurgers: Purger[] = [{ name: "reminders sent", purge: (db, now) => repo.purge(db, now) }];

/**
 * Registers the sweep (every 5 minutes, one job per occurrence across instances, and once when
 * the app is ready so a restart catches up) and the sender.
 */
export async function registerReminders(app: FastifyInstance): Promise<void> {
  const deps: RemindersDeps = {
    db: app.deps.database.db,
    events: app.events,
    appUrl: app.deps.config.appUrl,
    appKey: app.deps.config.appKey,
  };
  await app.jobs.define(reminderSweepQueue, { retryLimit: 0 });
  await app.jobs.define(reminderSendQueue, { policy: "stately", retryLimit: 6, retryDelay: 5, retryBackoff: true });
  await app.jobs.work(reminderSweepQueue, () => sweepReminders(app, deps, app.now()).then(() => {}), {
    pollingIntervalSeconds: 10,
  });
  await app.jobs.work<DueReminder>(reminderSendQueue, (job) => sendReminder(deps, job, app.now()).then(() => {}), {
    pollingIntervalSeconds: 2,
  });
  await app.jobs.schedule(reminderSweepQueue, reminderSweepCron);
  app.addHook("onReady", async () => {
    try {
      await sweepReminders(app, deps, app.now());
    } catch (err) {
      app.log.error({ err }, "start-up reminder sweep failed; the scheduled one will retry");
    }
  });
}
