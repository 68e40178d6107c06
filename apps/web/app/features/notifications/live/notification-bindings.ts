import type { Notification } from "@guildforge/contracts";
import { userChannel } from "@guildforge/contracts/channels";
import {
  REALTIME_TOAST_SUCCESS_MS,
  REALTIME_TOAST_WARNING_MS,
  TOAST_DEFAULT_DURATION_MS,
} from "../../../lib/constants";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { liveActionText } from "../../../lib/realtime/live-toasts";
import { showToast } from "../../../lib/toast/show-toast";
import type { Navigate, Toast } from "../../../lib/toast/toast-types";
import { useNotificationStore } from "../stores/notification-store";

/** Types whose own live event already shows a toast (class-request-status-changed). */
const toastedElsewhere = new Set<Notification["type"]>(["class_request_status"]);

const success = { type: "success" as const, duration: REALTIME_TOAST_SUCCESS_MS };
const warning = { type: "warning" as const, duration: REALTIME_TOAST_WARNING_MS };
const info = { type: "info" as const, duration: TOAST_DEFAULT_DURATION_MS };

/** The toast's type follows its meaning (issue 21): good news is success, bad news a warning. */
const lookByStatus: Record<string, typeof success | typeof warning | typeof info> = {
  approved: success,
  accepted: success,
  fulfilled: success,
  rejected: warning,
  cancelled: warning,
};

/**
 * A short toast for a pushed notification: its title and message (the server wrote them in the
 * reader's language), "View" to its target, in the page's language.
 */
export function notificationToast(n: Notification, navigate: Navigate): Toast {
  const status = n.data.status;
  const look = (status && lookByStatus[status]) || info;
  const url = n.data.url;
  return {
    ...look,
    title: n.title,
    message: n.message,
    action: url ? { text: liveActionText.view, handler: () => navigate(url) } : undefined,
  };
}

/**
 * `notification.sent` on the user's private channel: into the store (list and unread count,
 * docs/product.md#entities/#states), plus a toast unless another live event already announced it.
 */
export function notificationLiveBindings(
  userId: number,
  navigate: Navigate,
  receive: (n: Notification) => void = (n) => useNotificationStore.getState().receive(n),
  show: typeof showToast = showToast,
) {
  return [
    {
      channel: userChannel(userId),
      event: "notification.sent",
      async handle(payload: unknown) {
        const { parseRealtimeEvent } = await lazySchemas();
        const notification = parseRealtimeEvent("private-user.{id}", "notification.sent", payload);
        if (!notification) return;
        receive(notification);
        if (!toastedElsewhere.has(notification.type)) show(notificationToast(notification, navigate));
      },
    },
  ];
}
