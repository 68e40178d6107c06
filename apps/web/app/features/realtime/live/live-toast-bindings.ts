import { newClassesChannel, userChannel } from "@guildforge/contracts/channels";
import { lazySchemas } from "../../../lib/contracts/lazy-schemas";
import { classCreatedToast, classRequestStatusToast } from "../../../lib/realtime/live-toasts";
import { showToast } from "../../../lib/toast/show-toast";
import type { Navigate } from "../../../lib/toast/toast-types";
import type { LiveBinding } from "../connection/live-client";

/**
 * docs/product.md#calls live toasts: `class.created` on new-classes, `class-request-status-changed` on the user's
 * private channel. Malformed payloads are ignored.
 */
export function liveToastBindings(
  userId: number,
  navigate: Navigate,
  show: typeof showToast = showToast,
): LiveBinding[] {
  return [
    {
      channel: newClassesChannel,
      event: "class.created",
      async handle(payload) {
        const { parseRealtimeEvent } = await lazySchemas();
        const event = parseRealtimeEvent("new-classes", "class.created", payload);
        if (event) show(classCreatedToast(event, navigate, userId));
      },
    },
    {
      channel: userChannel(userId),
      event: "class-request-status-changed",
      async handle(payload) {
        const { parseRealtimeEvent } = await lazySchemas();
        const event = parseRealtimeEvent("private-user.{id}", "class-request-status-changed", payload);
        if (event) show(classRequestStatusToast(event, navigate));
      },
    },
  ];
}
