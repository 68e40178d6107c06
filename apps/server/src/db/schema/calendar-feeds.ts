import { bigint, boolean, integer, pgTable, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * A person's calendar feed (issue 40 point 2). The URL's token is an HMAC of the user and
 * `version` under APP_KEY, so nothing secret is stored: a new link bumps the version (every
 * older link stops), turning the feed off keeps the version so an old link never comes back.
 */
export const calendarFeeds = pgTable("calendar_feeds", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: integer("version").notNull(),
  enabled: boolean("enabled").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  /** When a calendar app last read the feed (shown on the settings page). */
  lastReadAt: timestamp("last_read_at", { withTimezone: true }),
});
