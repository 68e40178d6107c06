import { z } from "zod";
import { idParamSchema } from "./safe-input.ts";

/** Notification types of docs/product.md#entities plus DOMAIN.md "Notifications". */
export const notificationTypes = [
  "class_change",
  "application_status",
  "class_cancelled",
  "waitlist_promoted",
  "class_request_status",
  "role_application_status",
  "message_received",
  "application_received",
  "feedback_received",
  "session_reminder_48h",
  "session_reminder_3h",
  "teaching_reminder_24h",
  /** A manager recorded a payment for the student's seat: the receipt (issue 41). */
  "payment_received",
] as const;
export const notificationTypeSchema = z.enum(notificationTypes);
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** `data` carries at least the status and the url of the notification's target. */
export const notificationDataSchema = z
  .object({ status: z.string().optional(), url: z.string().optional() })
  .catchall(z.unknown());
export type NotificationData = z.infer<typeof notificationDataSchema>;

/** docs/product.md#entities Notification: read_at null means unread. */
export const notificationSchema = z.object({
  id: z.number().int(),
  read_at: z.string().nullable(),
  type: notificationTypeSchema,
  title: z.string(),
  message: z.string(),
  /**
   * People's words inside `title` and `message` (class titles, names, notes), as they appear there:
   * the page marks them as people's content (issue 39). Absent on older answers.
   */
  content: z.array(z.string()).optional(),
  data: notificationDataSchema,
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications (docs/product.md#calls): newest first, at most 50. */
export const notificationListResponseSchema = z.object({
  data: z.object({ notifications: z.array(notificationSchema), unread_count: z.number().int().min(0) }),
});
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>;

/** GET /api/notifications/unread-count (docs/product.md#calls). */
export const unreadCountResponseSchema = z.object({ unread_count: z.number().int().min(0) });

export const notificationIdParamsSchema = z.object({ id: idParamSchema() });

/** Payload of the live `notification.sent` event on `private-user.{id}`: the stored notification. */
export const notificationSentEventSchema = notificationSchema;

/** docs/product.md#constants: the notification list holds at most 50. */
export const notificationListLimit = 50;
