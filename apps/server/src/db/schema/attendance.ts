import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * Who came to each session (issue 40 points 3-4): a check-in at the door stores `attended` with
 * when, by whom and the scanning phone's scan id (a queued offline scan synced twice is one
 * check-in); after the session the instructor may mark `attended` / `no_show` for 7 days. The
 * session is named by its start, like reminders: session rows are replaced when a class is edited.
 */
export const sessionAttendance = pgTable(
  "session_attendance",
  {
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    sessionStartsAt: timestamp("session_starts_at", { withTimezone: true }).notNull(),
    status: text("status").notNull(),
    checkedInAt: timestamp("checked_in_at", { withTimezone: true }),
    checkedInBy: bigint("checked_in_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    scanId: text("scan_id"),
    updatedBy: bigint("updated_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.sessionStartsAt] }),
    index("session_attendance_class_idx").on(t.classId, t.sessionStartsAt),
    check("session_attendance_status_check", sql`${t.status} in ('attended', 'no_show')`),
  ],
);
