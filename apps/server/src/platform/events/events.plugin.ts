import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { createEventDispatcher, type EventDispatcher } from "./dispatcher.ts";
import type { OutgoingMail } from "./domain-event.ts";
import { type NotificationDigestJob, notificationDigestQueue, runNotificationDigest } from "./notification-digest.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The one place domain events go: notification row, email, live push after commit. */
    events: EventDispatcher;
  }
}

/** The ports the dispatcher sends through, passed in by the composition root (app.ts). */
export interface EventPorts {
  /** The durable mail queue (`app.mail`). */
  mail: { enqueue(message: OutgoingMail, options?: { db?: Db }): Promise<void> };
  /** The real-time server (`app.realtime`). */
  realtime: { publish(channel: string, event: string, data: unknown): Promise<void> };
  /** The durable job queue (`app.jobs`): the batched emails of digestible notification types. */
  jobs: FastifyInstance["jobs"];
}

/**
 * Decorates `app.events` with a dispatcher over the given mail queue, real-time server and job
 * queue, and runs the batched notification emails (notification-digest.ts).
 */
export async function registerEvents(app: FastifyInstance, ports: EventPorts) {
  const db = app.deps.database.db;
  const appUrl = app.deps.config.appUrl;
  const mailQueue = (tx: Db, message: OutgoingMail) => ports.mail.enqueue(message, { db: tx });
  const dispatcher = createEventDispatcher({
    db,
    appUrl,
    mailQueue,
    livePublish: (channel, event, data) => ports.realtime.publish(channel, event, data),
    scheduleDigest: async (tx, job, delayMs) => {
      await ports.jobs.send(notificationDigestQueue, job, { db: tx, startAfter: Math.ceil(delayMs / 1000) });
    },
    log: app.log,
  });
  app.decorate("events", dispatcher);
  await ports.jobs.define(notificationDigestQueue);
  await ports.jobs.work<NotificationDigestJob>(notificationDigestQueue, async (job) => {
    await runNotificationDigest({ db, appUrl, mailQueue }, job);
  });
}
