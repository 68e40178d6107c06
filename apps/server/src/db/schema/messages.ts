import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { classes } from "./classes.ts";
import { reviews } from "./reviews.ts";
import { users } from "./users.ts";

/** An image attached to a message, as stored (the image pipeline's output). */
export interface StoredAttachment {
  url: string;
  width: number;
  height: number;
  srcset: string | null;
  key: string;
}

/**
 * DOMAIN.md "Messages" (decision 260): one conversation per pair of users (stored ordered, low id
 * first) and optional class; starting again reopens it. `last_message_at` orders the list.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userLowId: bigint("user_low_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    userHighId: bigint("user_high_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    classId: bigint("class_id", { mode: "number" }).references(() => classes.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique("conversations_pair_class_uq").on(t.userLowId, t.userHighId, t.classId).nullsNotDistinct(),
    index("conversations_low_activity_idx").on(t.userLowId, t.lastMessageAt.desc(), t.id.desc()),
    index("conversations_high_activity_idx").on(t.userHighId, t.lastMessageAt.desc(), t.id.desc()),
    check("conversations_ordered_check", sql`${t.userLowId} < ${t.userHighId}`),
  ],
);

/**
 * Each participant's state in a conversation: how far they read (unread counts and "Seen" are
 * one comparison with `last_read_at`), when they last had the thread open, and the email batching.
 */
export const conversationMembers = pgTable(
  "conversation_members",
  {
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }),
    lastEmailedAt: timestamp("last_emailed_at", { withTimezone: true }),
    /** Set while a digest email job is scheduled for this member (one at a time). */
    emailPendingAt: timestamp("email_pending_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index("conversation_members_user_idx").on(t.userId)],
);

export const messages = pgTable(
  "messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    conversationId: bigint("conversation_id", { mode: "number" })
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    senderId: bigint("sender_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<StoredAttachment[]>().notNull().default([]),
    via: text("via").notNull().default("web"),
    idempotencyKey: text("idempotency_key"),
    emailMessageId: text("email_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_thread_idx").on(t.conversationId, t.createdAt.desc(), t.id.desc()),
    uniqueIndex("messages_idempotency_idx")
      .on(t.senderId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    uniqueIndex("messages_email_message_id_idx").on(t.emailMessageId).where(sql`${t.emailMessageId} is not null`),
    check("messages_via_check", sql`${t.via} in ('web', 'email')`),
  ],
);

/** A block: no new messages either way between the two; the thread stays readable. */
export const userBlocks = pgTable(
  "user_blocks",
  {
    blockerId: bigint("blocker_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    blockedId: bigint("blocked_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.blockerId, t.blockedId] }), index("user_blocks_blocked_idx").on(t.blockedId)],
);

/** A report of a message, a conversation or a review (issue 40) to the admins' moderation queue. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    reporterId: bigint("reporter_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reportedUserId: bigint("reported_user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    conversationId: bigint("conversation_id", { mode: "number" }).references(() => conversations.id, {
      onDelete: "cascade",
    }),
    messageId: bigint("message_id", { mode: "number" }).references(() => messages.id, { onDelete: "set null" }),
    reviewId: bigint("review_id", { mode: "number" }).references(() => reviews.id, { onDelete: "cascade" }),
    reason: text("reason").notNull(),
    status: text("status").notNull().default("open"),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    note: text("note"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("message_reports_queue_idx").on(t.status, t.createdAt.desc(), t.id.desc()),
    check("message_reports_status_check", sql`${t.status} in ('open', 'dismissed', 'warned', 'suspended')`),
    check("message_reports_subject_check", sql`(${t.conversationId} is null) <> (${t.reviewId} is null)`),
    uniqueIndex("message_reports_review_open_idx")
      .on(t.reviewId, t.reporterId)
      .where(sql`${t.reviewId} is not null and ${t.status} = 'open'`),
  ],
);
