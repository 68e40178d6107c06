import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { classes } from "./classes.ts";
import { users } from "./users.ts";

/**
 * DOMAIN.md "Class requests and votes". `votes_count` is recounted from class_request_votes in
 * the same transaction, under the request's row lock, by every vote, unvote and merge
 * (decision 111). A merged request is `rejected` with `merged_into_id` set (decision 110).
 */
export const classRequests = pgTable(
  "class_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    requesterId: bigint("requester_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    theme: text("theme").notNull(),
    description: text("description").notNull(),
    preferredLocation: text("preferred_location").notNull(),
    preferredTimeframe: text("preferred_timeframe").notNull(),
    skillLevel: text("skill_level").notNull(),
    status: text("status").notNull().default("in_review"),
    reviewMessage: text("review_message"),
    reviewedBy: bigint("reviewed_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    fulfilledClassId: bigint("fulfilled_class_id", { mode: "number" }).references(() => classes.id, {
      onDelete: "set null",
    }),
    mergedIntoId: bigint("merged_into_id", { mode: "number" }).references((): AnyPgColumn => classRequests.id, {
      onDelete: "set null",
    }),
    mergedAt: timestamp("merged_at", { withTimezone: true }),
    votesCount: integer("votes_count").notNull().default(0),
    /** The client's Idempotency-Key of the creating POST: a retried submit returns the same row. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("class_requests_idempotency_idx")
      .on(t.requesterId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index("class_requests_status_created_idx").on(t.status, t.createdAt, t.id),
    index("class_requests_status_votes_idx").on(t.status, t.votesCount, t.id),
    index("class_requests_requester_idx").on(t.requesterId, t.createdAt),
    index("class_requests_theme_idx").on(t.theme, t.status),
    check("class_requests_votes_nonneg", sql`${t.votesCount} >= 0`),
    check("class_requests_status_check", sql`${t.status} in ('in_review', 'approved', 'rejected', 'fulfilled')`),
  ],
);

/** One vote per user and request. */
export const classRequestVotes = pgTable(
  "class_request_votes",
  {
    requestId: bigint("request_id", { mode: "number" })
      .notNull()
      .references(() => classRequests.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.requestId, t.userId] }), index("class_request_votes_user_idx").on(t.userId)],
);
