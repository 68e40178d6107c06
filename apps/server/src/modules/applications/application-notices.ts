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

/** Where an instructor or host reviews new applications. */
export const manageApplicationsUrl = "/manage/applications";

/**
 * `application_status` right after applying (issue 21 point 4): the student's confirmation, in the
 * words of where they landed (pending review, accepted, or waitlisted with their position).
 */
export function appliedNotice(
  s: Subject,
  status: "pending" | "accepted" | "waitlisted",
  place: { position: number; size: number } | null,
): UserNotificationEvent {
  const text = {
    pending: {
      title: "Application received",
      message: `We sent your application for "${s.classTitle}" to the instructor; you will hear as soon as they decide.`,
    },
    accepted: {
      title: "You are in!",
      message: `Your seat in "${s.classTitle}" is confirmed. See you at the forge!`,
    },
    waitlisted: {
      title: "You are on the waitlist",
      message: `"${s.classTitle}" is full; you are number ${place?.position ?? 1} on its waitlist. We will tell you when a seat opens.`,
    },
  }[status];
  return {
    userId: s.userId,
    type: "application_status",
    ...text,
    data: data(s, status, { applied: true, waitlist_position: place?.position ?? null }),
  };
}

/** `application_received`: an instructor or host has a new application to review (digestible). */
export function reviewNotice(
  managerId: number,
  s: Subject,
  studentName: string,
  status: "pending" | "accepted" | "waitlisted",
): UserNotificationEvent {
  const landed = {
    pending: "to review",
    accepted: "(accepted automatically)",
    waitlisted: "(waitlisted: the class is full)",
  }[status];
  return {
    userId: managerId,
    type: "application_received",
    title: status === "pending" ? "New application to review" : "New application",
    message: `${studentName} applied to "${s.classTitle}" ${landed}.`,
    data: { ...data(s, status), url: `${manageApplicationsUrl}?class_id=${s.classId}` },
  };
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
