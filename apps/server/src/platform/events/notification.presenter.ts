import type { Notification, NotificationType } from "@guildforge/contracts";
import { noticeContent, renderNotice } from "../i18n/notice-text.ts";
import type { NotificationRow } from "./notification-store.repository.ts";

/**
 * One notification as the API and the live `notification.sent` event show it (docs/product.md#entities),
 * its title and message in `language` (issue 39: rendered when read, not stored in English).
 */
export function presentNotification(row: NotificationRow, language: string | null): Notification {
  const { title, message } = renderNotice(row, language);
  return {
    id: row.id,
    read_at: row.readAt ? row.readAt.toISOString() : null,
    type: row.type as NotificationType,
    title,
    message,
    content: noticeContent(row),
    data: row.data,
    created_at: row.createdAt.toISOString(),
  };
}
