import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * The safety incident log (issue 40 point 6): a burn, a cut or a near miss an instructor (or the
 * forge's host, or an admin) records against a session of a class, with what happened and what
 * was done. Admins read them all; never public. The session is named by its start, as
 * `reminders_sent` does: session rows are replaced when a class is edited, the incident stays.
 * The reporter's row outlives a deleted account ("Former member"), so no cascade from users.
 */
export const incidents = pgTable(
  "incidents",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    sessionStartsAt: timestamp("session_starts_at", { withTimezone: true }).notNull(),
    kind: text("kind").notNull(),
    severity: text("severity").notNull(),
    whatHappened: text("what_happened").notNull(),
    actionTaken: text("action_taken").notNull().default(""),
    reportedBy: bigint("reported_by", { mode: "number" })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** The creating request's Idempotency-Key: a retried create returns the first incident. */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("incidents_class_idx").on(t.classId, t.createdAt, t.id),
    index("incidents_created_idx").on(t.createdAt, t.id),
    index("incidents_reported_by_idx").on(t.reportedBy),
    uniqueIndex("incidents_idempotency_idx")
      .on(t.reportedBy, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check("incidents_kind_check", sql`${t.kind} in ('burn', 'cut', 'near_miss', 'other')`),
    check("incidents_severity_check", sql`${t.severity} in ('minor', 'needs_first_aid', 'needs_medical_care')`),
    check("incidents_what_happened_length", sql`char_length(${t.whatHappened}) between 10 and 2000`),
    check("incidents_action_taken_length", sql`char_length(${t.actionTaken}) <= 2000`),
  ],
);
