import { bigint, index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Signed-in writes by Idempotency-Key (decision 057): claimed when the first attempt starts, the
 * 2xx answer kept once it is sent, so a retry of the same key gets the same answer instead of
 * doing the write again. Purged after a day by housekeeping.
 */
export const idempotentRequests = pgTable(
  "idempotent_requests",
  {
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    key: text("key").notNull(),
    /** Method, path and a hash of the JSON body: the same key for another request is refused. */
    fingerprint: text("fingerprint").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
    statusCode: integer("status_code"),
    contentType: text("content_type"),
    body: text("body"),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index("idempotent_requests_created_idx").on(t.createdAt)],
);
