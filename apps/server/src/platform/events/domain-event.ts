import type { NotificationData, NotificationType } from "@guildforge/contracts";

/**
 * A domain event that concerns one user: stored as their notification, emailed when their
 * preference for the type says so, and pushed live as `notification.sent` after the commit.
 */
export interface UserNotificationEvent {
  userId: number;
  type: NotificationType;
  title: string;
  message: string;
  /** At least the status and the url (a path inside the app) of the target. */
  data: NotificationData;
  /** The email's Reply-To (a reply-by-email address), when it has one. */
  replyTo?: string;
}

/** An email handed to the durable mail queue inside the same transaction. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}
