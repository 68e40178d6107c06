import type { FastifyInstance } from "fastify";
import { type DigestJob, type MessageDigest, messageDigestQueue, runDigest } from "./message-digest.ts";
import { messagesRepository } from "./messages.repository.ts";
import { conversationsRoutes } from "./messages.routes.ts";
import { createMessagesService } from "./messages.service.ts";
import { reportsRoutes } from "./reports.routes.ts";
import { createReportsService } from "./reports.service.ts";

export interface MessagesOptions {
  /** The Reply-To address of a notification email (reply by email); none by default (decision 264). */
  replyAddress?: (conversationId: number, recipientId: number) => string | null;
}

const clockOf = (app: FastifyInstance) => () => app.deps.clock?.() ?? new Date();

/** The digest's port onto the app's job queue. */
const digestPort = (app: FastifyInstance): MessageDigest => ({
  async schedule(tx, job, delayMs) {
    await app.jobs.send(messageDigestQueue, job, {
      ...(tx ? { db: tx } : {}),
      startAfter: Math.ceil(delayMs / 1000),
    });
  },
});

/**
 * The messages service over the app's database, dispatcher, clock and job queue: what the
 * inbound mail listener calls (`appendEmailReply`) and what the routes use.
 */
export function messagesService(app: FastifyInstance) {
  const db = app.deps.database.db;
  return createMessagesService({ db, events: app.events, now: clockOf(app), digest: digestPort(app) });
}

/**
 * What the reply-by-email listener (platform/inbound-mail) needs from messaging: the address a
 * reply must come from, and appending the reply to the thread, once per Message-ID (decision 280).
 */
export function inboundMailPorts(app: FastifyInstance) {
  const service = messagesService(app);
  return {
    userEmail: async (userId: number) => (await messagesRepository.person(app.deps.database.db, userId))?.email ?? null,
    appendReply: (reply: { conversationId: number; userId: number; body: string; messageId: string }) =>
      service.appendEmailReply(reply),
  };
}

/** Messaging (issue 17): conversations, messages, blocks, reports; registered under /api. */
export async function messagesRoutes(app: FastifyInstance, opts: MessagesOptions = {}) {
  const db = app.deps.database.db;
  const now = clockOf(app);
  const digest = digestPort(app);
  await app.jobs.define(messageDigestQueue);
  const digestDeps = { db, events: app.events, now, port: digest, replyAddress: opts.replyAddress };
  await app.jobs.work<DigestJob>(messageDigestQueue, async (job) => {
    await runDigest(digestDeps, job);
  });
  const service = messagesService(app);
  const reports = createReportsService({ db, events: app.events, now, appUrl: app.deps.config.appUrl });
  await app.register(conversationsRoutes, { service });
  await app.register(reportsRoutes, { reports });
}
