import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { createEventDispatcher, type EventDispatcher, type LivePublish, type MailQueue } from "./dispatcher.ts";
import type { OutgoingMail } from "./domain-event.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The one place domain events go: notification row, email, live push after commit. */
    events: EventDispatcher;
  }
}

interface MaybeRealtime {
  realtime?: { publish: LivePublish };
}
interface MaybeMail {
  mail?: { enqueue(message: OutgoingMail, options?: { db?: Db }): Promise<void> };
}

/**
 * Decorates `app.events`. The mail queue and the real-time server are looked up when needed, so
 * their plugins may register before or after this one; without them, email or push is skipped.
 */
export function registerEvents(app: FastifyInstance, options: { mailQueue?: () => MailQueue | undefined } = {}) {
  const defaultMailQueue = (): MailQueue | undefined => {
    if (!app.hasDecorator("mail")) return undefined;
    const mail = (app as unknown as MaybeMail).mail;
    return mail ? (tx, message) => mail.enqueue(message, { db: tx }) : undefined;
  };
  const dispatcher = createEventDispatcher({
    db: app.deps.database.db,
    appUrl: app.deps.config.appUrl,
    mailQueue: options.mailQueue ?? defaultMailQueue,
    livePublish: () => {
      if (!app.hasDecorator("realtime")) return undefined;
      const realtime = (app as unknown as MaybeRealtime).realtime;
      return realtime ? (channel, event, data) => realtime.publish(channel, event, data) : undefined;
    },
    log: app.log,
  });
  app.decorate("events", dispatcher);
}
