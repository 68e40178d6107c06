import type { ClassCreatedEvent, ClassRequestStatusChangedEvent } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import {
  REALTIME_TOAST_REQUEST_UPDATE_MS,
  REALTIME_TOAST_SUCCESS_MS,
  REALTIME_TOAST_WARNING_MS,
  TOAST_DEFAULT_DURATION_MS,
} from "../constants";
import { browserNavigate, type Navigate, type Toast, type ToastType } from "../toast/toast-types";

export const MY_REQUESTS_PATH = "/profile/my-requests";

/**
 * The live toasts' action buttons, in the `shell` catalog (every page has it): a push can arrive on
 * any page, whatever feature catalogs that page loaded.
 */
export const liveActionText = {
  view: msg({ message: "View", context: "toast action" }),
  viewClass: msg`View Class`,
  viewRequest: msg`View Request`,
  viewMyRequests: msg`View My Requests`,
};

/**
 * docs/product.md#calls: `class.created` -> "New Class Available!" with "View Class" to the pushed url.
 * Its author hears "Published" instead (issue 21): the class is theirs, not news to them. The texts
 * are descriptors, said in the page's language where the toaster renders them; the class's title
 * and the instructor's name are people's words, kept as they are.
 */
export function classCreatedToast(
  event: ClassCreatedEvent,
  navigate: Navigate = browserNavigate,
  viewerId: number | null = null,
): Toast {
  const title = event.title;
  if (viewerId !== null && event.author_id === viewerId) {
    return {
      type: "success",
      title: msg({ message: "Published", context: "toast title" }),
      message: msg`"${title}" is live: students can find it and apply.`,
      duration: REALTIME_TOAST_SUCCESS_MS,
      action: { text: liveActionText.viewClass, handler: () => navigate(event.url) },
    };
  }
  const instructor = event.instructor;
  return {
    type: "success",
    title: msg`New Class Available!`,
    message: instructor ? msg`${title} with ${instructor}` : title,
    duration: REALTIME_TOAST_SUCCESS_MS,
    action: { text: liveActionText.viewClass, handler: () => navigate(event.url) },
  };
}

type StatusLook = {
  type: ToastType;
  title: MessageDescriptor;
  duration: number;
  /** What happened, when the server sent no message of its own. */
  said: (title: string) => MessageDescriptor;
};

const byStatus: Record<string, StatusLook> = {
  approved: {
    type: "success",
    title: msg`Class Request Approved!`,
    duration: REALTIME_TOAST_REQUEST_UPDATE_MS,
    said: (title) => msg`Your request "${title}" was approved.`,
  },
  rejected: {
    type: "warning",
    title: msg`Class Request Needs Updates`,
    duration: REALTIME_TOAST_WARNING_MS,
    said: (title) => msg`Your request "${title}" needs some changes before it can be approved.`,
  },
  fulfilled: {
    type: "success",
    title: msg`Class Request Fulfilled!`,
    duration: REALTIME_TOAST_REQUEST_UPDATE_MS,
    said: (title) => msg`Your request "${title}" became a class.`,
  },
  in_review: {
    type: "info",
    title: msg`Class Request Under Review`,
    duration: TOAST_DEFAULT_DURATION_MS,
    said: (title) => msg`Your request "${title}" is being reviewed.`,
  },
};
const otherStatus: StatusLook = {
  type: "info",
  title: msg`Class Request Updated`,
  duration: TOAST_DEFAULT_DURATION_MS,
  said: (title) => msg`Your request "${title}" was updated.`,
};

/**
 * docs/product.md#calls: `class-request-status-changed` -> a toast per status; the server's message is
 * preferred (written in the reader's language), else what happened in words, never the raw status.
 */
export function classRequestStatusToast(
  event: ClassRequestStatusChangedEvent,
  navigate: Navigate = browserNavigate,
): Toast {
  const { title, status } = event.class_request;
  const serverMessage = event.message?.trim();
  const merged = event.merged_into;
  if (merged) {
    // Merged is not "needs updates": it says where the request went (issue 21).
    const into = merged.title;
    return {
      type: "info",
      title: msg`Class Request Merged`,
      duration: REALTIME_TOAST_REQUEST_UPDATE_MS,
      message: serverMessage || msg`Your request "${title}" was merged into "${into}".`,
      action: { text: liveActionText.viewRequest, handler: () => navigate(merged.url) },
    };
  }
  const { said, ...look } = byStatus[status] ?? otherStatus;
  const classUrl = status === "fulfilled" ? event.class_url : undefined;
  return {
    ...look,
    message: serverMessage || said(title),
    action: classUrl
      ? { text: liveActionText.viewClass, handler: () => navigate(classUrl) }
      : { text: liveActionText.viewMyRequests, handler: () => navigate(MY_REQUESTS_PATH) },
  };
}
