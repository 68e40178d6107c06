import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * DOMAIN.md "Applications": a student's application to take a class (decision 130).
 * `queued_at` orders the pending and waitlist queues: set with clock_timestamp() while the class
 * row is locked, so it follows the order in which applications were decided (arrival order).
 * `promoted_at` marks a waitlisted student moved to pending, who goes to the head of the queue.
 */
export const applications = pgTable(
  "applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: bigint("student_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: text("status").notNull().default("pending"),
    experienceLevel: text("experience_level").notNull(),
    message: text("message").notNull().default(""),
    safetyVersion: integer("safety_version").notNull(),
    safetyAcknowledgedAt: timestamp("safety_acknowledged_at", { withTimezone: true }).notNull(),
    safetyAcknowledgements: text("safety_acknowledgements").array().notNull().default(sql`'{}'::text[]`),
    ageConfirmed: boolean("age_confirmed").notNull().default(false),
    idempotencyKey: text("idempotency_key"),
    queuedAt: timestamp("queued_at", { withTimezone: true }).notNull().defaultNow(),
    promotedAt: timestamp("promoted_at", { withTimezone: true }),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    decisionNote: text("decision_note"),
    /** The ticket's secret (`/tickets/{code}`, the QR code at the forge door; issue 40 point 3). */
    ticketCode: text("ticket_code").notNull().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One active application per student and class, also under concurrent submits.
    uniqueIndex("applications_one_active_idx")
      .on(t.classId, t.studentId)
      .where(sql`${t.status} in ('pending', 'accepted', 'waitlisted')`),
    uniqueIndex("applications_idempotency_idx")
      .on(t.studentId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("applications_class_queue_idx").on(t.classId, t.status, t.queuedAt, t.id),
    index("applications_student_idx").on(t.studentId, t.createdAt),
    uniqueIndex("applications_ticket_code_idx").on(t.ticketCode),
    check(
      "applications_status_check",
      sql`${t.status} in ('pending', 'accepted', 'rejected', 'waitlisted', 'withdrawn', 'cancelled')`,
    ),
    check("applications_experience_check", sql`${t.experienceLevel} in ('none', 'some', 'experienced')`),
  ],
);
