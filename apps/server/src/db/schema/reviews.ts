import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, smallint, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { applications } from "./applications.ts";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * Verified reviews (issue 40 point 5): one per student and class, written only by a student marked
 * attended, from the class's end for 14 days. Double-blind: a review is public once the instructor's
 * feedback to that student is in too (`published_at`, set in the same transaction) or the window
 * has closed (computed at read time). Never edited after it is stored; an admin may hide it with a reason.
 */
export const reviews = pgTable(
  "reviews",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: bigint("student_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    applicationId: bigint("application_id", { mode: "number" })
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    instruction: smallint("instruction"),
    safety: smallint("safety"),
    equipment: smallint("equipment"),
    text: text("text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    hiddenReason: text("hidden_reason"),
    hiddenBy: bigint("hidden_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    uniqueIndex("reviews_class_student_idx").on(t.classId, t.studentId),
    index("reviews_class_created_idx").on(t.classId, t.createdAt),
    check("reviews_rating_check", sql`${t.rating} between 1 and 5`),
    check("reviews_instruction_check", sql`${t.instruction} is null or ${t.instruction} between 1 and 5`),
    check("reviews_safety_check", sql`${t.safety} is null or ${t.safety} between 1 and 5`),
    check("reviews_equipment_check", sql`${t.equipment} is null or ${t.equipment} between 1 and 5`),
    check("reviews_text_check", sql`char_length(${t.text}) <= 2000`),
  ],
);

/** The instructor's private feedback to one student of one class: shown only to that student, once published. */
export const studentFeedback = pgTable(
  "student_feedback",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    studentId: bigint("student_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    authorId: bigint("author_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    text: text("text").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("student_feedback_class_student_idx").on(t.classId, t.studentId),
    check("student_feedback_text_check", sql`char_length(${t.text}) <= 2000`),
  ],
);
