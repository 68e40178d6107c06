import { index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** Fixed-window rate-limit counters shared by every instance (used when Redis is not configured). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_expires_at_idx").on(t.expiresAt)],
);
