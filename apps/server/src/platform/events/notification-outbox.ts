import { defaultEmailPreferences, type NotificationType } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { renderNotice } from "../i18n/notice-text.ts";
import type { OutgoingMail, UserNotificationEvent } from "./domain-event.ts";
import { type Broadcast, liveChannels } from "./live-channels.ts";
import { presentNotification } from "./notification.presenter.ts";
import { digestedTypes, notificationDigestWindowMs, type ScheduleDigest } from "./notification-digest.ts";
import { notificationEmail } from "./notification-email.ts";
import { type NotificationRecipient, notificationStore } from "./notification-store.repository.ts";

/** Queues an email durably inside the caller's transaction (rolled back with it). */
export type MailQueue = (tx: Db, mail: OutgoingMail) => Promise<void>;

/** What the outbox needs of the dispatcher's dependencies. */
export interface OutboxDeps {
  appUrl: string;
  mailQueue: MailQueue | undefined;
  scheduleDigest?: ScheduleDigest;
  log: { warn(obj: object, msg: string): void };
}

type Target = Pick<UserNotificationEvent, "userId" | "type">;

const keyOf = (t: Target) => `${t.userId}\n${t.type}`;

/**
 * The part of notifying that happens inside the caller's transaction (the outbox): the
 * notification rows, the batched-email markers and the queued emails, so a rollback drops them
 * all. In as few statements as it can: one read of the recipients and their email choices (none
 * when `prefetch` read them earlier, e.g. before a row lock), one insert for every notification,
 * then one job per email sent at once and one per batched email to schedule.
 */
export function createNotificationOutbox(deps: OutboxDeps, tx: Db, broadcast: Broadcast) {
  /** Per user and type: the recipient (null: no such user) and whether they want the email. */
  const known = new Map<string, { recipient: NotificationRecipient | null; wants: boolean }>();

  async function prefetch(targets: Target[]): Promise<void> {
    const missing = targets.filter((t) => !known.has(keyOf(t)));
    if (missing.length === 0) return;
    const userIds = [...new Set(missing.map((t) => t.userId))];
    const types = [...new Set(missing.map((t) => t.type))];
    const found = new Map((await notificationStore.recipients(tx, userIds, types)).map((r) => [r.userId, r]));
    for (const t of missing) {
      const recipient = found.get(t.userId) ?? null;
      const wants = recipient?.emailChoices[t.type] ?? defaultEmailPreferences[t.type as NotificationType];
      known.set(keyOf(t), { recipient, wants });
    }
  }

  async function notifyAll(events: UserNotificationEvent[]): Promise<void> {
    if (events.length === 0) return;
    await prefetch(events);
    const schedule = deps.scheduleDigest;
    const now = new Date();
    const plans = events.map((event) => {
      const { recipient, wants } = known.get(keyOf(event)) ?? { recipient: null, wants: false };
      const emailed = recipient !== null && !recipient.suspended && wants;
      return { event, recipient, emailed, batched: emailed && !!schedule && digestedTypes.has(event.type) };
    });
    const rows = await notificationStore.insertMany(
      tx,
      plans.map((p) => ({ event: p.event, emailPendingAt: p.batched ? now : null })),
    );
    for (const [i, { othersPending: _, ...row }] of rows.entries()) {
      // Live, in the recipient's account language (English when they follow their browser).
      const language = plans[i]?.recipient?.language ?? null;
      broadcast(liveChannels.user(row.userId), "notification.sent", presentNotification(row, language));
    }
    const scheduled = new Set<string>();
    for (const [i, { event, recipient, emailed, batched }] of plans.entries()) {
      if (!emailed || !recipient) continue;
      if (batched && schedule) {
        // Only the first waiting notification of a user and type schedules the batch.
        if (!rows[i]?.othersPending && !scheduled.has(keyOf(event))) {
          scheduled.add(keyOf(event));
          await schedule(tx, { userId: event.userId, type: event.type }, notificationDigestWindowMs);
        }
        continue;
      }
      const queue = deps.mailQueue;
      if (!queue) {
        deps.log.warn({ type: event.type, userId: event.userId }, "no mail queue registered; email skipped");
        continue;
      }
      if (event.email) {
        await queue(tx, { ...event.email, to: recipient.email });
        continue;
      }
      const mail = notificationEmail({
        to: recipient.email,
        name: recipient.name,
        ...renderNotice(event, recipient.language),
        language: recipient.language,
        url: event.data.url,
        ticketUrl: typeof event.data.ticket_url === "string" ? event.data.ticket_url : undefined,
        appUrl: deps.appUrl,
      });
      await queue(tx, event.replyTo ? { ...mail, replyTo: event.replyTo } : mail);
    }
  }

  return { prefetch, notifyAll };
}
