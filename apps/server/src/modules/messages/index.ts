import type { FastifyInstance } from "fastify";
import { type DigestJob, type MessageDigest, messageDigestQueue, runDigest } from "./message-digest.ts";
import { conversationsRoutes } from "./messages.routes.ts";
import { createMessagesService } from "./messages.service.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { createReportsService } from "./reports.service.ts";

export interface MessagesOptions {
  /** The Reply-To address of a notification email (reply by email); none by default (decision 264). */
  replyAddress?: (conversationId: number, recipientId: number) => string | null;
}

/** Messaging (issue 17): conversations, messages, blocks, reports; registered under /api. */
export async function messagesRoutes(app: FastifyInstance, opts: MessagesOptions = {}) {
  const db = app.deps.database.db;
  const now = () => app.deps.clock?.() ?? new Date();
  const digest: MessageDigest = {
    async schedule(tx, job, delayMs) {
      await app.jobs.send(messageDigestQueue, job, {
        ...(tx ? { db: tx } : {}),
        startAfter: Math.ceil(delayMs / 1000),
      });
    },
  };
  await app.jobs.define(messageDigestQueue);
  const digestDeps = { db, events: app.events, now, port: digest, replyAddress: opts.replyAddress };
  await app.jobs.work<DigestJob>(messageDigestQueue, async (job) => {
    await runDigest(digestDeps, job);
  });
  const service = createMessagesService({ db, events: app.events, now, digest });
  const reports = createReportsService({ db, events: app.events, now, appUrl: app.deps.config.appUrl });
  app.decorate("messages", service);
  await app.register(conversationsRoutes, { service });
  await app.register(reportsRoutes, { reports });
}

declare module "fastify" {
  interface FastifyInstance {
    /** The messages service, for the inbound mail listener's `appendEmailReply`. */
    messages: ReturnType<typeof createMessagesService>;
  }
}
