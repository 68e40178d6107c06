import { z } from "zod";
import { type NotificationType, notificationTypes } from "./notifications.ts";

/**
 * Email on/off per notification type. Everything is emailed by default, chat messages included:
 * their emails are batched (none while the thread is open, at most one per conversation per 15
 * minutes, decision 263) and carry a reply address, so a student's question reaches an instructor
 * who is not on the site, as people expect of a marketplace inbox.
 */
export const defaultEmailPreferences: Record<NotificationType, boolean> = {
  class_change: true,
  application_status: true,
  class_cancelled: true,
  waitlist_promoted: true,
  class_request_status: true,
  role_application_status: true,
  message_received: true,
  application_received: true,
  /** Admins only: a new bug report, feature request or contact message (decision 313). */
  feedback_received: true,
  /** Reminders (issue 40 point 1): off means no reminder of that kind at all, neither email nor notice. */
  session_reminder_48h: true,
  session_reminder_3h: true,
  teaching_reminder_24h: true,
  /** The receipt of a payment recorded for one's seat (issue 41). */
  payment_received: true,
};

const channelPrefSchema = z.object({ email: z.boolean() });

/** GET/PUT /api/user/notification-preferences: `{ data: { [type]: { email } } }`. */
export const notificationPreferencesSchema = z.object(
  Object.fromEntries(notificationTypes.map((t) => [t, channelPrefSchema])) as Record<
    NotificationType,
    typeof channelPrefSchema
  >,
);
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** PUT body: any subset of the types; unknown types are refused. */
export const updateNotificationPreferencesSchema = notificationPreferencesSchema.partial().strict();
export type UpdateNotificationPreferences = z.infer<typeof updateNotificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = z.object({ data: notificationPreferencesSchema });

/**
 * The settings page's form (/settings/notifications): a ticked box per type, an unticked one
 * absent (as a browser sends it). The page's action turns it into the PUT body for the types the
 * person can receive.
 */
export const notificationPreferencesFormSchema = z.object(
  Object.fromEntries(notificationTypes.map((t) => [t, z.boolean().optional()])) as Record<
    NotificationType,
    z.ZodOptional<z.ZodBoolean>
  >,
);
