import type { FastifyInstance } from "fastify";
import type { Db } from "../../db/client.ts";
import { createEventDispatcher, type EventDispatcher } from "./dispatcher.ts";
import type { OutgoingMail } from "./domain-event.ts";

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
}

/** Decorates `app.events` with a dispatcher over the given mail queue and real-time server. */
export function registerEvents(app: FastifyInstance, ports: EventPorts) {
  const dispatcher = createEventDispatcher({
    db: app.deps.database.db,
    appUrl: app.deps.config.appUrl,
    mailQueue: (tx, message) => ports.mail.enqueue(message, { db: tx }),
    livePublish: (channel, event, data) => ports.realtime.publish(channel, event, data),
    log: app.log,
  });
  app.decorate("events", dispatcher);
}
