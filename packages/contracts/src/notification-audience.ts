import type { NotificationType } from "./notifications.ts";
import type { Role } from "./user.ts";

/**
 * Who a notification type can reach (issue 37 point 7): the settings page lists only the types
 * that can reach the person, so a student is not offered "Applications to review" or admin
 * feedback. Zod-free (types only), like labels.ts.
 */
export const notificationAudience: Readonly<Record<NotificationType, "everyone" | readonly Role[]>> = {
  class_change: "everyone",
  application_status: "everyone",
  class_cancelled: "everyone",
  waitlist_promoted: "everyone",
  class_request_status: "everyone",
  role_application_status: "everyone",
  message_received: "everyone",
  /** Someone applies to a class one teaches or hosts (admins manage every class). */
  application_received: ["instructor", "host", "admin"],
  /** A bug report, idea or contact message (decision 313). */
  feedback_received: ["admin"],
  /** Reminders before a session one has a seat in (issue 40 point 1). */
  session_reminder_48h: "everyone",
  session_reminder_3h: "everyone",
  /** The day-before reminder of a session one teaches. */
  teaching_reminder_24h: ["instructor", "admin"],
  /** A receipt for a seat one paid for (issue 41). */
  payment_received: "everyone",
};

/** The notification types that can reach someone with these roles, in the settings page's order. */
export function notificationTypesFor(roles: readonly string[]): NotificationType[] {
  return (Object.keys(notificationAudience) as NotificationType[]).filter((type) => {
    const audience = notificationAudience[type];
    return audience === "everyone" || audience.some((role) => roles.includes(role));
  });
}
