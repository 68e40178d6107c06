import { defaultEmailPreferences, type NotificationType } from "@guildforge/contracts";
import { and, eq, getTableColumns, inArray, isNotNull, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { notificationPreferences, notifications, users } from "../../db/schema/index.ts";
import type { UserNotificationEvent } from "./domain-event.ts";

export type NotificationRow = typeof notifications.$inferSelect;

/** Who a notification goes to, and their email choice for each type asked for (absent: the type's default). */
export interface NotificationRecipient {
  userId: number;
  email: string;
  name: string;
  suspended: boolean;
  /** The language their notifications and emails are written in (their account's; null: English). */
  language: string | null;
  emailChoices: Partial<Record<string, boolean>>;
}

/** A stored notification, and whether another of its user and type already waited for the batched email. */
export type StoredNotification = NotificationRow & { othersPending: boolean };

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
        text: event.text ?? null,
      })
      .returning();
    if (!row) throw new Error("notification insert returned no row");
    return row;
  },

  async recipient(
    tx: Db,
    userId: number,
  ): Promise<{ email: string; name: string; suspended: boolean; language: string | null } | null> {
    const [row] = await tx
      .select({ email: users.email, name: users.name, suspendedAt: users.suspendedAt, language: users.language })
      .from(users)
      .where(eq(users.id, userId));
    return row
      ? { email: row.email, name: row.name, suspended: row.suspendedAt !== null, language: row.language }
      : null;
  },

  /**
   * Stores the notifications in one statement, in the given order. `emailPendingAt` marks one for
   * its type's batched email; `othersPending` says whether another notification of the same user
   * and type was waiting already (the statement does not see its own rows), so the caller
   * schedules the batch only for the first.
   */
  async insertMany(
    tx: Db,
    items: Array<{ event: UserNotificationEvent; emailPendingAt: Date | null }>,
  ): Promise<StoredNotification[]> {
    if (items.length === 0) return [];
    const rows = await tx
      .insert(notifications)
      .values(
        items.map(({ event, emailPendingAt }) => ({
          userId: event.userId,
          type: event.type,
          title: event.title,
          message: event.message,
          data: event.data,
          text: event.text ?? null,
          emailPendingAt,
        })),
      )
      .returning({
        ...getTableColumns(notifications),
        othersPending: sql<boolean>`exists (select 1 from notifications o where o.user_id = ${notifications.userId}
          and o.type = ${notifications.type} and o.email_pending_at is not null)`,
      });
    // Identity values follow the VALUES order: sorting by id gives the items' order back.
    return rows.sort((a, b) => a.id - b.id).map((r) => ({ ...r, othersPending: r.othersPending === true }));
  },

  /** The recipients of notifications to come and their email choices for the given types, in one statement. */
  async recipients(tx: Db, userIds: number[], types: NotificationType[]): Promise<NotificationRecipient[]> {
    if (userIds.length === 0) return [];
    const rows = await tx
      .select({
        userId: users.id,
        email: users.email,
        name: users.name,
        suspendedAt: users.suspendedAt,
        language: users.language,
        type: notificationPreferences.type,
        wants: notificationPreferences.email,
      })
      .from(users)
      .leftJoin(
        notificationPreferences,
        and(eq(notificationPreferences.userId, users.id), inArray(notificationPreferences.type, types)),
      )
      .where(inArray(users.id, userIds));
    const byUser = new Map<number, NotificationRecipient>();
    for (const r of rows) {
      const recipient = byUser.get(r.userId) ?? {
        userId: r.userId,
        email: r.email,
        name: r.name,
        suspended: r.suspendedAt !== null,
        language: r.language,
        emailChoices: {},
      };
      if (r.type !== null && r.wants !== null) recipient.emailChoices[r.type] = r.wants;
      byUser.set(r.userId, recipient);
    }
    return [...byUser.values()];
  },

  /** Takes every notification of the user and type waiting for the batched email, oldest first (one claim wins). */
  async claimEmailPending(tx: Db, userId: number, type: string): Promise<NotificationRow[]> {
    const rows = await tx
      .update(notifications)
      .set({ emailPendingAt: null })
      .where(
        and(eq(notifications.userId, userId), eq(notifications.type, type), isNotNull(notifications.emailPendingAt)),
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id);
  },

  /** Whether the user wants the type's email (their choice, else the type's default). */
  async wantsEmail(tx: Db, userId: number, type: NotificationType): Promise<boolean> {
    const [row] = await tx
      .select({ email: notificationPreferences.email })
      .from(notificationPreferences)
      .where(and(eq(notificationPreferences.userId, userId), eq(notificationPreferences.type, type)));
    return row ? row.email : defaultEmailPreferences[type];
  },
};
