import type { Notification, NotificationType } from "@guildforge/contracts";
import type { NotificationRow } from "./notification-store.repository.ts";

/** One notification as the API and the live `notification.sent` event show it (docs/product.md#entities). */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    type: row.type as NotificationType,
    title: row.title,
    message: row.message,
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}
