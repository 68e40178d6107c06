import type { DecisionStatus } from "@guildforge/contracts";
import type { UserNotificationEvent } from "../../platform/events/domain-event.ts";
import { noticeText } from "../../platform/i18n/notice-text.ts";

/** The texts of the application notices (extracted by `lingui extract` into apps/server/locales). */
const m = {
  acceptedTitle: /*i18n*/ { id: "notice.decision.accepted.title", message: "Application accepted" },
  accepted: /*i18n*/ { id: "notice.decision.accepted", message: 'You have a seat in "{title}". See you at the forge!' },
  acceptedNote: /*i18n*/ {
    id: "notice.decision.accepted.note",
    message: 'You have a seat in "{title}". See you at the forge! Note from the instructor: {note}',
  },
  rejectedTitle: /*i18n*/ { id: "notice.decision.rejected.title", message: "Application not accepted" },
  rejected: /*i18n*/ { id: "notice.decision.rejected", message: 'Your application to "{title}" was not accepted.' },
  rejectedNote: /*i18n*/ {
    id: "notice.decision.rejected.note",
    message: 'Your application to "{title}" was not accepted. Note from the instructor: {note}',
  },
  waitlistedTitle: /*i18n*/ { id: "notice.waitlisted.title", message: "You are on the waitlist" },
  waitlisted: /*i18n*/ {
    id: "notice.decision.waitlisted",
    message: 'Your application to "{title}" is on the waitlist; we will tell you when a seat opens.',
  },
  waitlistedNote: /*i18n*/ {
    id: "notice.decision.waitlisted.note",
    message:
      'Your application to "{title}" is on the waitlist; we will tell you when a seat opens. Note from the instructor: {note}',
  },
  receivedTitle: /*i18n*/ { id: "notice.applied.pending.title", message: "Application received" },
  received: /*i18n*/ {
    id: "notice.applied.pending",
    message: 'We sent your application for "{title}" to the instructor; you will hear as soon as they decide.',
  },
  inTitle: /*i18n*/ { id: "notice.applied.accepted.title", message: "You are in!" },
  in: /*i18n*/ { id: "notice.applied.accepted", message: 'Your seat in "{title}" is confirmed. See you at the forge!' },
  onWaitlist: /*i18n*/ {
    id: "notice.applied.waitlisted",
    message: '"{title}" is full; you are number {position} on its waitlist. We will tell you when a seat opens.',
  },
  reviewTitle: /*i18n*/ { id: "notice.review.pending.title", message: "New application to review" },
  review: /*i18n*/ { id: "notice.review.pending", message: '{student} applied to "{title}" to review.' },
  newTitle: /*i18n*/ { id: "notice.review.title", message: "New application" },
  reviewAccepted: /*i18n*/ {
    id: "notice.review.accepted",
    message: '{student} applied to "{title}" (accepted automatically).',
  },
  reviewWaitlisted: /*i18n*/ {
    id: "notice.review.waitlisted",
    message: '{student} applied to "{title}" (waitlisted: the class is full).',
  },
  seatTitle: /*i18n*/ { id: "notice.promoted.title", message: "A seat opened up" },
  seatYours: /*i18n*/ {
    id: "notice.promoted.accepted",
    message: 'A seat opened in "{title}" and it is yours: you are accepted.',
  },
  seatFirst: /*i18n*/ {
    id: "notice.promoted.pending",
    message: 'A seat opened in "{title}": you are first in line for the instructor\'s decision.',
  },
  changedTitle: /*i18n*/ { id: "notice.class-changed.title", message: "Class changed: {title}" },
  changed: /*i18n*/ {
    id: "notice.class-changed",
    message:
      '"{title}" changed: {changes, select, sessions {the schedule} venue {the forge} price {the price} sessions_venue {the schedule and the forge} sessions_price {the schedule and the price} venue_price {the forge and the price} sessions_venue_price {the schedule, the forge and the price} other {its details}}.',
  },
  cancelledTitle: /*i18n*/ { id: "notice.class-cancelled.title", message: "Class cancelled: {title}" },
  cancelled: /*i18n*/ {
    id: "notice.class-cancelled",
    message: '"{title}" was cancelled, and your application with it.',
  },
  cancelledReason: /*i18n*/ {
    id: "notice.class-cancelled.reason",
    message: '"{title}" was cancelled, and your application with it. Reason: {reason}',
  },
  releasedTitle: /*i18n*/ { id: "notice.released.title", message: "Seat released" },
  released: /*i18n*/ {
    id: "notice.released",
    message: 'You released your seat in "{title}". Someone on the waitlist can take it now.',
  },
};

/** Where every application notification points the student. */
export const myApplicationsUrl = "/dashboard/my-applications";

interface Subject {
  userId: number;
  applicationId: number;
  classId: number;
  classTitle: string;
  classUrl: string;
  /** The seat's ticket code: an accepted seat's notice (and its email) links the ticket. */
  ticketCode?: string;
}

const data = (s: Subject, status: string, extra: Record<string, unknown> = {}) => ({
  status,
  url: myApplicationsUrl,
  application_id: s.applicationId,
  class_id: s.classId,
  class_url: s.classUrl,
  ...(status === "accepted" && s.ticketCode ? { ticket_url: `/tickets/${s.ticketCode}` } : {}),
  ...extra,
});

/** `application_status`: an instructor's, host's or admin's decision (docs/product.md#entities). */
export function decisionNotice(s: Subject, status: DecisionStatus, note: string | null): UserNotificationEvent {
  const values: Record<string, string> = note ? { title: s.classTitle, note } : { title: s.classTitle };
  const text = {
    accepted: noticeText(m.acceptedTitle, note ? m.acceptedNote : m.accepted, values),
    rejected: noticeText(m.rejectedTitle, note ? m.rejectedNote : m.rejected, values),
    waitlisted: noticeText(m.waitlistedTitle, note ? m.waitlistedNote : m.waitlisted, values),
  }[status];
  return { userId: s.userId, type: "application_status", ...text, data: data(s, status, { note }) };
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
  const title = { title: s.classTitle };
  const text = {
    pending: noticeText(m.receivedTitle, m.received, title),
    accepted: noticeText(m.inTitle, m.in, title),
    waitlisted: noticeText(m.waitlistedTitle, m.onWaitlist, { ...title, position: place?.position ?? 1 }),
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
  const values = { student: studentName, title: s.classTitle };
  const text = {
    pending: noticeText(m.reviewTitle, m.review, values),
    accepted: noticeText(m.newTitle, m.reviewAccepted, values),
    waitlisted: noticeText(m.newTitle, m.reviewWaitlisted, values),
  }[status];
  return {
    userId: managerId,
    type: "application_received",
    ...text,
    data: { ...data(s, status), url: `${manageApplicationsUrl}?class_id=${s.classId}` },
  };
}

/** `waitlist_promoted`: a seat opened; accepted (auto_accept) or pending at the head of the queue. */
export function promotionNotice(s: Subject, status: "accepted" | "pending"): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "waitlist_promoted",
    ...noticeText(m.seatTitle, status === "accepted" ? m.seatYours : m.seatFirst, { title: s.classTitle }),
    data: data(s, status),
  };
}

/** `class_change`: what changed on a class the student applied to. */
export function classChangeNotice(s: Subject, changes: string[]): UserNotificationEvent {
  const order = ["sessions", "venue", "price"];
  const key = order.filter((c) => changes.includes(c)).join("_") || "other";
  return {
    userId: s.userId,
    type: "class_change",
    ...noticeText(m.changedTitle, m.changed, { title: s.classTitle, changes: key }),
    data: { ...data(s, "changed", { changes }), url: s.classUrl },
  };
}

/** `class_cancelled`: the class is cancelled and the application with it. */
export function cancellationNotice(s: Subject, reason: string): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "class_cancelled",
    ...noticeText(
      m.cancelledTitle,
      reason ? m.cancelledReason : m.cancelled,
      reason ? { title: s.classTitle, reason } : { title: s.classTitle },
    ),
    data: data(s, "cancelled", { reason }),
  };
}

/**
 * `application_status` after a seat is released from the reminder's link (issue 40 point 1): the
 * student's confirmation, and the live push that refreshes their open pages on every device.
 */
export function releasedNotice(s: Subject): UserNotificationEvent {
  return {
    userId: s.userId,
    type: "application_status",
    ...noticeText(m.releasedTitle, m.released, { title: s.classTitle }),
    data: data(s, "withdrawn"),
  };
}
