import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import type { NoticeText } from "../../platform/i18n/notice-text.ts";
import { users } from "./users.ts";

/** A user's notification; the list endpoint is the source of truth, the live push a convenience. */
export const notifications = pgTable(
  "notifications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    title: text("title").notNull(),
    message: text("message").notNull(),
    data: jsonb("data").$type<Record<string, unknown>>().notNull().default({}),
    /** The title's and message's references, rendered in the reader's language when read (issue 39); null: the English text. */
    text: jsonb("text").$type<NoticeText>(),
    readAt: timestamp("read_at", { withTimezone: true }),
    /** Set while the notification waits for its type's batched email (a digestible type, issue 21). */
    emailPendingAt: timestamp("email_pending_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    index("notifications_user_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
    index("notifications_email_pending_idx").on(t.userId, t.type).where(sql`${t.emailPendingAt} is not null`),
  ],
);
