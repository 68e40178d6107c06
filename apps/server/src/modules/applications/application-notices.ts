import type { DecisionStatus } from "@guildforge/contracts";
import type { UserNotificationEvent } from "../../platform/events/domain-event.ts";

/** Where every application notification points the student. */
export const myApplicationsUrl = "/dashboard/my-applications";

interface Subject {
  userId: number;
  applicationId: number;
  classId: number;
  classTitle: string;
  classUrl: string;
}

const data = (s: Subject, status: string, extra: Record<string, unknown> = {}) => ({
  status,
  url: myApplicationsUrl,
  application_id: s.applicationId,
  class_id: s.classId,
  class_url: s.classUrl,
  ...extra,
});

/** `application_status`: an instructor's, host's or admin's decision (docs/product.md#entities). */
export function decisionNotice(s: Subject, status: DecisionStatus, note: string | null): UserNotificationEvent {
  const noteText = note ? ` Note from the instructor: ${note}` : "";
  const text: Record<DecisionStatus, { title: string; message: string }> = {
    accepted: {
      title: "Application accepted",
      message: `You have a seat in "${s.classTitle}". See you at the forge!${noteText}`,
    },
    rejected: {
      title: "Application not accepted",
      message: `Your application to "${s.classTitle}" was not accepted.${noteText}`,
    },
    waitlisted: {
      title: "You are on the waitlist",
      message: `Your application to "${s.classTitle}" is on the waitlist; we will tell you when a seat opens.${noteText}`,
    },
  };
  return { userId: s.userId, type: "application_status", ...text[status], data: data(s, status, { note }) };
}

/** `waitlist_promoted`: a seat opened; accepted (auto_accept) or pending at the head of the queue. */
export function promotionNotice(s: Subject, status: "accepted" | "pending"): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "waitlist_promoted",
    title: "A seat opened up",
    message:
      status === "accepted"
        ? `A seat opened in "${s.classTitle}" and it is yours: you are accepted.`
        : `A seat opened in "${s.classTitle}": you are first in line for the instructor's decision.`,
    data: data(s, status),
  };
}

/** `class_change`: what changed on a class the student applied to. */
export function classChangeNotice(s: Subject, changes: string[], message: string): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "class_change",
    title: `Class changed: ${s.classTitle}`,
    message,
    data: { ...data(s, "changed", { changes }), url: s.classUrl },
  };
}

/** `class_cancelled`: the class is cancelled and the application with it. */
export function cancellationNotice(s: Subject, reason: string): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "class_cancelled",
    title: `Class cancelled: ${s.classTitle}`,
    message: `"${s.classTitle}" was cancelled, and your application with it.${reason ? ` Reason: ${reason}` : ""}`,
    data: data(s, "cancelled", { reason }),
  };
}
