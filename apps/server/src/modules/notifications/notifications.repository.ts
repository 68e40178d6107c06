import { and, count, desc, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notifications, users } from "../../db/schema/index.ts";
import type { NotificationRow } from "../../platform/events/notification-store.repository.ts";

/** Every query is scoped to the owner: another user's id simply matches nothing. */
export const notificationsRepository = {
  listRecent(db: Db, userId: number, limit: number): Promise<NotificationRow[]> {
    return db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(limit);
  },

  /** The account's language (null: follow the browser). */
  async accountLanguage(db: Db, userId: number): Promise<string | null> {
    const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId));
    return row?.language ?? null;
  },

  async unreadCount(db: Db, userId: number): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return row?.n ?? 0;
  },

  /** Returns false when the user has no notification with that id. Already read stays as it was. */
  async markRead(db: Db, userId: number, id: number): Promise<boolean> {
    const [row] = await db
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(and(eq(notifications.id, id), eq(notifications.userId, userId)));
    if (!row) return false;
    if (row.readAt === null) {
      await db
        .update(notifications)
        .set({ readAt: new Date() })
        .where(and(eq(notifications.id, id), eq(notifications.userId, userId), isNull(notifications.readAt)));
    }
    return true;
  },

  async markAllRead(db: Db, userId: number): Promise<void> {
    await db
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  },
};
