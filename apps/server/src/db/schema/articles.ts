import type { ImageSet } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/**
 * DOMAIN.md "Articles and pages". Only `published` rows are public; a `scheduled` row becomes
 * `published` (published_at = publish_at) through the job queue (decision 301).
 */
export const articles = pgTable(
  "articles",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    cover: jsonb("cover").$type<ImageSet & { key?: string }>(),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    theme: text("theme"),
    authorId: bigint("author_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    status: text("status").notNull().default("draft"),
    publishAt: timestamp("publish_at", { withTimezone: true }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("articles_slug_idx").on(t.slug),
    index("articles_published_idx").on(t.status, t.publishedAt, t.id),
    index("articles_tags_idx").using("gin", t.tags),
    check("articles_status_check", sql`${t.status} in ('draft', 'scheduled', 'published')`),
  ],
);
