import { bigint, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * One row per reminder sent (issue 40 point 1): the key is the reminder's kind, the session, the
 * session's start and the person, claimed in the transaction that queues the mail, so a reminder
 * goes out once across instances and restarts; a rescheduled session (a new start) gets new ones.
 * No foreign key to the session: sessions are replaced when a class is edited, the row stays.
 */
export const remindersSent = pgTable(
  "reminders_sent",
  {
    kind: text("kind").notNull(),
    sessionId: bigint("session_id", { mode: "number" }).notNull(),
    sessionStartsAt: timestamp("session_starts_at", { withTimezone: true }).notNull(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.sessionId, t.sessionStartsAt, t.userId] }),
    index("reminders_sent_sent_at_idx").on(t.sentAt),
  ],
);
