import type { ClassCreatedEvent, ClassRequestStatusChangedEvent } from "@guildforge/contracts";
import {
  REALTIME_TOAST_REQUEST_UPDATE_MS,
  REALTIME_TOAST_SUCCESS_MS,
  REALTIME_TOAST_WARNING_MS,
  TOAST_DEFAULT_DURATION_MS,
} from "../constants";
import { browserNavigate, type Navigate, type Toast, type ToastType } from "../toast/toast-types";

export const MY_REQUESTS_PATH = "/profile/my-requests";

/**
 * docs/product.md#calls: `class.created` -> "New Class Available!" with "View Class" to the pushed url.
 * Its author hears "Published" instead (issue 21): the class is theirs, not news to them.
 */
export function classCreatedToast(
  event: ClassCreatedEvent,
  navigate: Navigate = browserNavigate,
  viewerId: number | null = null,
): Toast {
  if (viewerId !== null && event.author_id === viewerId) {
    return {
      type: "success",
      title: "Published",
      message: `"${event.title}" is live: students can find it and apply.`,
      duration: REALTIME_TOAST_SUCCESS_MS,
      action: { text: "View Class", handler: () => navigate(event.url) },
    };
  }
  return {
    type: "success",
    title: "New Class Available!",
    message: event.instructor ? `${event.title} with ${event.instructor}` : event.title,
    duration: REALTIME_TOAST_SUCCESS_MS,
    action: { text: "View Class", handler: () => navigate(event.url) },
  };
}

const byStatus: Record<string, { type: ToastType; title: string; duration: number }> = {
  approved: { type: "success", title: "Class Request Approved!", duration: REALTIME_TOAST_REQUEST_UPDATE_MS },
  rejected: { type: "warning", title: "Class Request Needs Updates", duration: REALTIME_TOAST_WARNING_MS },
  fulfilled: { type: "success", title: "Class Request Fulfilled!", duration: REALTIME_TOAST_REQUEST_UPDATE_MS },
  in_review: { type: "info", title: "Class Request Under Review", duration: TOAST_DEFAULT_DURATION_MS },
};
const otherStatus = { type: "info" as const, title: "Class Request Updated", duration: TOAST_DEFAULT_DURATION_MS };

/**
 * docs/product.md#calls: `class-request-status-changed` -> a toast per status; the server's message is preferred,
 * else `Your request "{title}" status changed to {status}`.
 */
export function classRequestStatusToast(
  event: ClassRequestStatusChangedEvent,
  navigate: Navigate = browserNavigate,
): Toast {
  const { title, status } = event.class_request;
  const serverMessage = event.message?.trim();
  const message = serverMessage || `Your request "${title}" status changed to ${status}`;
  const merged = event.merged_into;
  if (merged) {
    // Merged is not "needs updates": it says where the request went (issue 21).
    return {
      type: "info",
      title: "Class Request Merged",
      duration: REALTIME_TOAST_REQUEST_UPDATE_MS,
      message: serverMessage || `Your request "${title}" was merged into "${merged.title}".`,
      action: { text: "View Request", handler: () => navigate(merged.url) },
    };
  }
  const look = byStatus[status] ?? otherStatus;
  const classUrl = status === "fulfilled" ? event.class_url : undefined;
  return {
    ...look,
    message,
    action: classUrl
      ? { text: "View Class", handler: () => navigate(classUrl) }
      : { text: "View My Requests", handler: () => navigate(MY_REQUESTS_PATH) },
  };
}
