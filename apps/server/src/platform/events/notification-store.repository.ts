import { defaultEmailPreferences, type NotificationType } from "@guildforge/contracts";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationPreferences, notifications, users } from "../../db/schema/index.ts";
import type { UserNotificationEvent } from "./domain-event.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** The dispatcher's SQL: store a notification, read the recipient and their email preference. */
export const notificationStore = {
  async insert(tx: Db, event: UserNotificationEvent): Promise<NotificationRow> {
    const [row] = await tx
      .insert(notifications)
      .values({
        userId: event.userId,
        type: event.type,
        title: event.title,
        message: event.message,
        data: event.data,
      })
      .returning();
    if (!row) throw new Error("notification insert returned no row");
    return row;
  },

  async recipient(tx: Db, userId: number): Promise<{ email: string; name: string; suspended: boolean } | null> {
    const [row] = await tx
      .select({ email: users.email, name: users.name, suspendedAt: users.suspendedAt })
      .from(users)
      .where(eq(users.id, userId));
    return row ? { email: row.email, name: row.name, suspended: row.suspendedAt !== null } : null;
  },

  async wantsEmail(tx: Db, userId: number, type: NotificationType): Promise<boolean> {
    const [row] = await tx
      .select({ email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
    return row ? row.email : defaultEmailPreferences[type];
  },
};
