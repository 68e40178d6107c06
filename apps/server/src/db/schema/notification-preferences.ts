import { bigint, boolean, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Per user and notification type: email on/off. Absent rows mean the type's default. */
export const notificationPreferences = pgTable(
  "notification_preferences",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    email: boolean("email").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.type] })],
);
