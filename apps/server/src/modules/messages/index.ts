import type { FastifyInstance } from "fastify";
import type { InboundMailPorts } from "../../platform/inbound-mail/inbound-ports.ts";
import { sessionEnds } from "../../platform/sessions/index.ts";
import { attachmentsRoutes } from "./attachments.routes.ts";
import { createAttachmentsService } from "./attachments.service.ts";
import { emailReplyPorts } from "./email-reply-ports.ts";
import { type DigestJob, type MessageDigest, messageDigestQueue, runDigest } from "./message-digest.ts";
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
 * A messages service over the app's database, dispatcher, clock and job queue (for tests that
 * call the service directly; the app builds its one in `messagingFeature`).
 */
export function messagesService(app: FastifyInstance) {
  const db = app.deps.database.db;
  return createMessagesService({ db, events: app.events, now: clockOf(app), digest: digestPort(app) });
}

/** Messaging (issue 17): the routes under /api and the ports of the reply-by-email listener. */
export interface MessagingFeature {
  /** Conversations, messages, blocks, reports and the digest job; registered under /api. */
  routes: (api: FastifyInstance) => Promise<void>;
  /** What platform/inbound-mail needs from messaging (decision 280). */
  inboundPorts: InboundMailPorts;
}

/** Builds messaging once: one service behind the routes and the reply-by-email listener. */
export function messagingFeature(app: FastifyInstance, opts: MessagesOptions = {}): MessagingFeature {
  const db = app.deps.database.db;
  const now = clockOf(app);
  const digest = digestPort(app);
  const service = createMessagesService({ db, events: app.events, now, digest });
  return {
    async routes(api) {
      await api.jobs.define(messageDigestQueue);
      const digestDeps = { db, events: app.events, now, port: digest, replyAddress: opts.replyAddress };
      await api.jobs.work<DigestJob>(messageDigestQueue, async (job) => {
        await runDigest(digestDeps, job);
      });
      const reports = createReportsService({
        db,
        events: app.events,
        now,
        appUrl: app.deps.config.appUrl,
        sessionEnds: sessionEnds(app),
      });
      await api.register(conversationsRoutes, { service });
      await api.register(reportsRoutes, { reports });
      await api.register(attachmentsRoutes, { attachments: createAttachmentsService({ db }) });
    },
    inboundPorts: emailReplyPorts(app, service),
  };
}
