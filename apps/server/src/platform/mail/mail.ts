import type { FastifyInstance } from "fastify";
import type { Config } from "../../config/config.ts";
import type { Db } from "../../db/client.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { MailMessage } from "./mail-message.ts";
import { createMailTransport, type MailTransport } from "./mail-transport.ts";

export type { MailMessage } from "./mail-message.ts";

export const mailQueue = "mail.send";

export interface Mail {
  /**
   * Queues a message on the durable job queue. Pass the transaction of the change that causes
   * the mail as `db`: a rollback then drops the mail too. Retries with backoff on SMTP failure.
   */
  enqueue(message: MailMessage, options?: { db?: Db }): Promise<void>;
}

declare module "fastify" {
  interface FastifyInstance {
    mail: Mail;
  }
}

/** `app.mail` plus the in-process worker that delivers queued mail. */
export async function registerMail(app: FastifyInstance, config: Config, jobs: Jobs, transport?: MailTransport) {
  const sender = transport ?? createMailTransport(config, () => app.now());
  await jobs.define(mailQueue);
  await jobs.work<MailMessage>(mailQueue, (message) => sender.send(message), { pollingIntervalSeconds: 0.5 });
  app.decorate("mail", {
    async enqueue(message, options = {}) {
      await jobs.send(mailQueue, message, { db: options.db });
    },
  } satisfies Mail);
  app.addHook("onClose", async () => sender.close());
}
