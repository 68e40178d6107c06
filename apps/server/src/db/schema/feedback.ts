import type { Annotation } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * Feedback of issue 18 (decision 310): bug reports, feature requests and contact messages in one
 * table, read by admins in one inbox. `title` is the feature request's title, the contact topic's
 * label, or the first line of a bug report. The sender is the signed-in user (`user_id`) and/or
 * an email address; `email` is where a reply goes.
 */
export const feedbackItems = pgTable(
  "feedback_items",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    kind: text("kind").notNull(),
    status: text("status").notNull().default("new"),
    userId: bigint("user_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    name: text("name"),
    email: text("email"),
    topic: text("topic"),
    title: text("title").notNull(),
    body: text("body").notNull(),
    pageUrl: text("page_url"),
    userAgent: text("user_agent"),
    viewport: text("viewport"),
    /** The screenshot's upload key (a PNG in upload storage) and its size in pixels. */
    screenshotKey: text("screenshot_key"),
    screenshotWidth: integer("screenshot_width"),
    screenshotHeight: integer("screenshot_height"),
    annotations: jsonb("annotations").$type<Annotation[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("feedback_items_inbox_idx").on(t.createdAt, t.id),
    index("feedback_items_kind_status_idx").on(t.kind, t.status),
    check("feedback_items_kind_check", sql`${t.kind} in ('bug_report', 'feature_request', 'contact')`),
    check("feedback_items_status_check", sql`${t.status} in ('new', 'triaged', 'done')`),
  ],
);

/** An admin's email reply to the sender of a feedback item. */
export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    feedbackId: bigint("feedback_id", { mode: "number" })
      .notNull()
      .references(() => feedbackItems.id, { onDelete: "cascade" }),
    adminId: bigint("admin_id", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("feedback_replies_feedback_idx").on(t.feedbackId, t.createdAt)],
);

/**
 * Feedback form tokens already used to send something (decision 510): a token is single-use, so a
 * replayed send is refused on every instance. Rows outlive their token by nothing: housekeeping
 * deletes them once `expires_at` (the token's own expiry) has passed.
 */
export const usedFormTokens = pgTable(
  "used_form_tokens",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("used_form_tokens_expires_at_idx").on(t.expiresAt)],
);
