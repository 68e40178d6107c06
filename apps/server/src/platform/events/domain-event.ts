import type { NotificationData, NotificationType } from "@guildforge/contracts";
import type { NoticeText } from "../i18n/notice-text.ts";

/**
 * A domain event that concerns one user: stored as their notification, emailed when their
 * preference for the type says so, and pushed live as `notification.sent` after the commit.
 */
export interface UserNotificationEvent {
  userId: number;
  type: NotificationType;
  /** The English title and message, kept on the row (what an older row or a text without references shows). */
  title: string;
  message: string;
  /** The title's and message's references, rendered in the reader's language when read (issue 39). */
  text?: NoticeText;
  /** At least the status and the url (a path inside the app) of the target. */
  data: NotificationData;
  /** The email's Reply-To (a reply-by-email address), when it has one. */
  replyTo?: string;
  /**
   * The email to send instead of the generic notice (a reminder's, with its .ics), addressed by
   * the outbox to the recipient when their preference for the type says so.
   */
  email?: Omit<OutgoingMail, "to">;
}

/** An email handed to the durable mail queue inside the same transaction. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  /** Files sent with it (a reminder's .ics). */
  attachments?: Array<{ filename: string; contentType: string; content: string }>;
}
