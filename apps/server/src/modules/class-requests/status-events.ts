import type { ClassRequestChangedEvent, ClassRequestStatus } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { EventSink } from "../../platform/events/dispatcher.ts";
import { liveChannels } from "../../platform/events/live-channels.ts";
import { noticeText } from "../../platform/i18n/notice-text.ts";
import type { ServerText } from "../../platform/i18n/server-i18n.ts";

/** docs/product.md#errors toast titles per status, reused as the stored notification's title. */
export const statusTitles: Record<ClassRequestStatus, string> = {
  approved: "Class Request Approved!",
  rejected: "Class Request Needs Updates",
  fulfilled: "Class Request Fulfilled!",
  in_review: "Class Request Under Review",
};

/** The stored notification's titles: the toast titles above, in the reader's language. */
const titleTexts: Record<ClassRequestStatus, ServerText> = {
  approved: /*i18n*/ { id: "notice.request.approved.title", message: "Class Request Approved!" },
  rejected: /*i18n*/ { id: "notice.request.rejected.title", message: "Class Request Needs Updates" },
  fulfilled: /*i18n*/ { id: "notice.request.fulfilled.title", message: "Class Request Fulfilled!" },
  in_review: /*i18n*/ { id: "notice.request.in-review.title", message: "Class Request Under Review" },
};

const m = {
  /** The reviewer's own words, as they wrote them. */
  reviewer: /*i18n*/ { id: "notice.request.reviewer-message", message: "{message}" },
  changed: /*i18n*/ {
    id: "notice.request.changed",
    message:
      'Your request "{title}" {status, select, approved {was approved} rejected {needs updates} fulfilled {was fulfilled} in_review {is under review} other {changed}}.',
  },
  votedTitle: /*i18n*/ { id: "notice.request.voted.title", message: "A class you voted for is here!" },
  voted: /*i18n*/ {
    id: "notice.request.voted",
    message: '"{class}" fulfills the request "{request}" you voted for.',
  },
};

export interface StatusChange {
  requestId: number;
  requesterId: number;
  title: string;
  oldStatus: string;
  status: ClassRequestStatus;
  /** The reviewer's (admin's or instructor's) display name; null when the requester's own edit changed it. */
  reviewedBy: string | null;
  /** The reviewer's message, or null (the client then shows its fallback text). */
  message: string | null;
  /** The linked class's url when fulfilled. */
  classUrl?: string;
  /** The request this one was merged into. */
  mergedInto?: { id: number; title: string; url: string };
}

/**
 * docs/product.md#entities "Class-request event": `{ class_request: { title, status, old_status }, reviewed_by, message }`,
 * plus where to go next (issue 21): the new class when fulfilled, the surviving request when merged.
 */
export function statusChangedPayload(c: StatusChange) {
  return {
    class_request: { title: c.title, status: c.status, old_status: c.oldStatus },
    reviewed_by: c.reviewedBy,
    message: c.message,
    ...(c.classUrl && c.status === "fulfilled" ? { class_url: c.classUrl } : {}),
    ...(c.mergedInto ? { merged_into: c.mergedInto } : {}),
  };
}

/** Where a class request is seen by everyone: its anchor on the public list. */
export const classRequestUrl = (id: number) => `/class-requests#request-${id}`;

/** The admins' queue hears of every created, edited or reviewed request (after the commit; issue 21). */
export function announceQueueChange(events: Pick<EventSink, "broadcast">, change: ClassRequestChangedEvent): void {
  events.broadcast(liveChannels.admin, "class-request.changed", change);
}

/** The statuses everyone sees on /class-requests (the read repository's public filter). */
const publicStatuses = new Set<string>(["approved", "fulfilled"]);

/**
 * Everyone viewing /class-requests hears when a request enters or leaves the public list, on the
 * public `new-classes` channel every signed-in user already follows (decision 525: the SPEC names
 * no class-request channel). Ids and status only; the page reloads its own data.
 */
export function announcePublicListChange(
  events: Pick<EventSink, "broadcast">,
  c: { requestId: number; oldStatus: string; status: ClassRequestStatus },
): void {
  if (!publicStatuses.has(c.oldStatus) && !publicStatuses.has(c.status)) return;
  events.broadcast(liveChannels.newClasses, "class-request.changed", {
    id: c.requestId,
    status: c.status,
    change: "reviewed",
  });
}

/**
 * Tells the requester about a status change, inside the change's transaction: the live
 * `class-request-status-changed` push (after the commit), a stored `class_request_status`
 * notification (pushed as notification.sent) and an email per their preference.
 */
export async function announceStatusChange(_tx: Db, events: EventSink, c: StatusChange): Promise<void> {
  events.broadcast(liveChannels.user(c.requesterId), "class-request-status-changed", statusChangedPayload(c));
  if (c.reviewedBy !== null) announceQueueChange(events, { id: c.requestId, status: c.status, change: "reviewed" });
  announcePublicListChange(events, c);
  await events.notify({
    userId: c.requesterId,
    type: "class_request_status",
    ...noticeText(
      titleTexts[c.status],
      c.message ? m.reviewer : m.changed,
      c.message ? { message: c.message } : { title: c.title, status: c.status },
    ),
    data: {
      status: c.status,
      old_status: c.oldStatus,
      url: "/profile/my-requests",
      class_request_id: c.requestId,
      ...(c.classUrl && { class_url: c.classUrl }),
      ...(c.mergedInto && { merged_into: c.mergedInto, url: c.mergedInto.url }),
    },
  });
}

/** Every voter (except the requester, who gets the status change) learns the class exists. */
export async function notifyVoters(
  events: EventSink,
  voterIds: number[],
  c: { requestId: number; requesterId: number; requestTitle: string; classTitle: string; classUrl: string },
): Promise<void> {
  for (const userId of voterIds) {
    if (userId === c.requesterId) continue;
    await events.notify({
      userId,
      type: "class_request_status",
      ...noticeText(m.votedTitle, m.voted, { class: c.classTitle, request: c.requestTitle }),
      data: { status: "fulfilled", url: c.classUrl, class_request_id: c.requestId },
    });
  }
}
