import { bigint, boolean, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Server-side sessions. The cookie holds a 256-bit random secret; only its SHA-256 is stored here
 * (`id`), so a leaked table cannot be replayed as cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    remember: boolean("remember").notNull().default(false),
    /** Set when the user's roles change: the next request gets a new id. */
    rotationPending: boolean("rotation_pending").notNull().default(false),
    /** The id before the last role-change rotation, accepted briefly for requests already in flight. */
    previousId: text("previous_id"),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("sessions_user_id_idx").on(t.userId), index("sessions_previous_id_idx").on(t.previousId)],
);
