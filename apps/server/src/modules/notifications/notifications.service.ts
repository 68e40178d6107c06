import {
  defaultEmailPreferences,
  type Notification,
  type NotificationPreferences,
  notificationListLimit,
  notificationTypes,
  type UpdateNotificationPreferences,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { errors } from "../../platform/errors.ts";
import { presentNotification } from "../../platform/events/notification.presenter.ts";
import { notificationsRepository } from "./notifications.repository.ts";
import { preferencesRepository } from "./preferences.repository.ts";

/** Reading and marking one's own notifications, and the per-type email preferences. */
export function createNotificationsService(db: Db) {
  return {
    /** `language(account)` picks the texts' language from the account's choice and the request. */
    async list(
      userId: number,
      language: (account: string | null) => string,
    ): Promise<{ notifications: Notification[]; unread_count: number }> {
      const [rows, unread, account] = await Promise.all([
        notificationsRepository.listRecent(db, userId, notificationListLimit),
        notificationsRepository.unreadCount(db, userId),
        notificationsRepository.accountLanguage(db, userId),
      ]);
      const lang = language(account);
      return { notifications: rows.map((row) => presentNotification(row, lang)), unread_count: unread };
    },

    unreadCount: (userId: number) => notificationsRepository.unreadCount(db, userId),

    async markRead(userId: number, id: number): Promise<void> {
      if (!(await notificationsRepository.markRead(db, userId, id)))
        throw errors.notFound(/*i18n*/ { id: "error.notification_not_found", message: "Notification not found." });
    },

    markAllRead: (userId: number) => notificationsRepository.markAllRead(db, userId),

    async preferences(userId: number): Promise<NotificationPreferences> {
      const stored = new Map((await preferencesRepository.stored(db, userId)).map((p) => [p.type, p.email]));
      return Object.fromEntries(
        notificationTypes.map((t) => [t, { email: stored.get(t) ?? defaultEmailPreferences[t] }]),
      ) as NotificationPreferences;
    },

    async updatePreferences(userId: number, update: UpdateNotificationPreferences): Promise<NotificationPreferences> {
      const changes = notificationTypes.flatMap((t) => {
        const pref = update[t];
        return pref ? [{ type: t, email: pref.email }] : [];
      });
      await preferencesRepository.upsert(db, userId, changes);
      return this.preferences(userId);
    },
  };
}
