import type { NotificationType } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { renderNotice } from "../i18n/notice-text.ts";
import { translate } from "../i18n/server-i18n.ts";
import type { OutgoingMail } from "./domain-event.ts";
import { notificationEmail } from "./notification-email.ts";
import { notificationStore } from "./notification-store.repository.ts";

/**
 * Digestible notification types (issue 21): stored and pushed at once like any other, but their
 * emails are batched, one per user and type per window, so an instructor whose class fills up
 * overnight gets one email listing the applications, not twenty.
 */
export const digestedTypes: ReadonlySet<NotificationType> = new Set<NotificationType>(["application_received"]);
/** The batch window: the first waiting notification schedules the email this long after. */
export const notificationDigestWindowMs = 15 * 60_000;
/** The pg-boss queue of the batched notification emails. */
export const notificationDigestQueue = "notifications.digest";

export interface NotificationDigestJob {
  userId: number;
  type: NotificationType;
}

/** The job queue as the dispatcher sees it: one job after a delay, inside the caller's transaction. */
export type ScheduleDigest = (tx: Db, job: NotificationDigestJob, delayMs: number) => Promise<void>;

const m = {
  applications: /*i18n*/ {
    id: "mail.digest.applications",
    message: "{count, plural, one {# new application to review} other {# new applications to review}}",
  },
  other: /*i18n*/ {
    id: "mail.digest.other",
    message: "{count, plural, one {# new notification} other {# new notifications}}",
  },
};

const subjects: Partial<Record<NotificationType, typeof m.applications>> = {
  application_received: m.applications,
};

/**
 * Sends one batch: claims every waiting notification of the user and type (a second run finds
 * none) and queues one email listing them, in the same transaction. Returns how many it listed.
 */
export async function runNotificationDigest(
  deps: { db: Db; appUrl: string; mailQueue: ((tx: Db, mail: OutgoingMail) => Promise<void>) | undefined },
  job: NotificationDigestJob,
): Promise<number> {
  return deps.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const rows = await notificationStore.claimEmailPending(tx, job.userId, job.type);
    if (rows.length === 0 || !deps.mailQueue) return 0;
    const recipient = await notificationStore.recipient(tx, job.userId);
    if (!recipient || recipient.suspended) return 0;
    if (!(await notificationStore.wantsEmail(tx, job.userId, job.type))) return 0;
    const first = rows[0] as (typeof rows)[number];
    const single = rows.length === 1;
    await deps.mailQueue(
      tx,
      notificationEmail({
        to: recipient.email,
        name: recipient.name,
        title: single
          ? renderNotice(first, recipient.language).title
          : translate(recipient.language, subjects[job.type] ?? m.other, { count: rows.length }),
        message: rows.map((r) => renderNotice(r, recipient.language).message).join("\n"),
        language: recipient.language,
        url: typeof first.data.url === "string" ? first.data.url.split("?")[0] : undefined,
        appUrl: deps.appUrl,
      }),
    );
    return rows.length;
  });
}
