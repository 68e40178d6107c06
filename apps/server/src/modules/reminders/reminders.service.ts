import type { Db } from "../../db/client.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { seatReleaseUrl, signSeatRelease } from "../../platform/seat-release-link.ts";
import { reminderContent } from "./reminder-content.ts";
import { type DueReminder, remindersRepository as repo } from "./reminders.repository.ts";

export interface RemindersDeps {
  db: Db;
  events: EventDispatcher;
  appUrl: string;
  appKey: string;
}

/** The pg-boss singleton key of one reminder: kind, session, the session's start, person. */
export const reminderKey = (d: DueReminder) => `${d.kind}:${d.sessionId}:${d.startsAt}:${d.userId}`;

/**
 * Sends one reminder, once: in one transaction it reads whether it is still due (seat accepted,
 * class published, session at the same start and not begun, kind not turned off), claims its
 * `reminders_sent` key, stores the notification (pushed live after the commit) and queues the
 * email. A second run, here or on another instance, finds the key taken and does nothing.
 * Returns whether it sent.
 */
export async function sendReminder(deps: RemindersDeps, due: DueReminder, now: Date): Promise<boolean> {
  return deps.events.transaction(async (tx, events) => {
    const ctx = await repo.context(tx, due, now);
    if (!ctx) return false;
    if (!(await repo.claim(tx, due))) return false;
    const { name, language } = await repo.recipient(tx, due.userId);
    const releaseUrl =
      // Withdrawing closes when a class's first session starts, so only that session's reminder offers it.
      due.kind === "session_reminder_48h" && ctx.applicationId !== null && ctx.sessionIndex === 1
        ? seatReleaseUrl(deps.appUrl, signSeatRelease(deps.appKey, { applicationId: ctx.applicationId }, ctx.startsAt))
        : null;
    const content = reminderContent({ kind: due.kind, name, language, ctx, appUrl: deps.appUrl, now, releaseUrl });
    await events.notify({
      userId: due.userId,
      type: due.kind,
      title: content.title,
      message: content.message,
      text: content.text,
      data: {
        url: content.url,
        class_id: ctx.classId,
        session_id: ctx.sessionId,
        starts_at: ctx.startsAt.toISOString(),
        ...(releaseUrl ? { release_url: new URL(releaseUrl).pathname } : {}),
      },
      email: content.email,
    });
    return true;
  });
}
