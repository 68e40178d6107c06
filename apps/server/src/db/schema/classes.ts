import type { ImageSet } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users.ts";
import { venues } from "./venues.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * DOMAIN.md "Classes". `starts_at`/`ends_at` mirror the first session's start and the last
 * session's end (kept by the repository with the sessions) so lists sort and page on one index.
 * `seats_taken` counts accepted applications: seats_left = capacity - seats_taken (decision 101).
 */
export const classes = pgTable(
  "classes",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    summary: text("summary").notNull().default(""),
    description: text("description").notNull().default(""),
    theme: text("theme").notNull(),
    skillLevel: text("skill_level").notNull(),
    instructorId: bigint("instructor_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    venueId: bigint("venue_id", { mode: "number" }).references(() => venues.id),
    capacity: integer("capacity").notNull(),
    seatsTaken: integer("seats_taken").notNull().default(0),
    priceCents: integer("price_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    minAge: integer("min_age").notNull().default(16),
    included: text("included").array().notNull().default(sql`'{}'::text[]`),
    bring: text("bring").array().notNull().default(sql`'{}'::text[]`),
    safetyRequirements: text("safety_requirements").array().notNull().default(sql`'{}'::text[]`),
    safetyVersion: integer("safety_version").notNull().default(1),
    cover: jsonb("cover").$type<ImageSet>(),
    gallery: jsonb("gallery").$type<ImageSet[]>().notNull().default([]),
    autoAccept: boolean("auto_accept").notNull().default(false),
    applicationDeadline: timestamp("application_deadline", { withTimezone: true }),
    status: text("status").notNull().default("draft"),
    /** The client's Idempotency-Key of the creating POST: a retried create returns the same draft. */
    idempotencyKey: text("idempotency_key"),
    cancelReason: text("cancel_reason"),
    /** RFC 5545 SEQUENCE of the class's calendar events: bumped by every change (issue 40 point 2). */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    search: tsvector("search").generatedAlwaysAs(
      sql`setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("summary", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("classes_status_starts_idx").on(t.status, t.startsAt, t.id),
    index("classes_status_published_idx").on(t.status, t.publishedAt, t.id),
    index("classes_status_price_idx").on(t.status, t.priceCents, t.id),
    index("classes_theme_starts_idx").on(t.theme, t.startsAt),
    index("classes_instructor_idx").on(t.instructorId),
    index("classes_venue_idx").on(t.venueId),
    index("classes_search_idx").using("gin", t.search),
    uniqueIndex("classes_idempotency_idx")
      .on(t.instructorId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    check("classes_seats_taken_nonneg", sql`${t.seatsTaken} >= 0`),
    check("classes_capacity_pos", sql`${t.capacity} >= 1`),
  ],
);

/** One or more sessions per class (start and end instants). */
export const classSessions = pgTable(
  "class_sessions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("class_sessions_class_idx").on(t.classId, t.startsAt)],
);

/**
 * Every version of a class's safety requirements. Applications acknowledge a (class, version);
 * editing the list bumps classes.safety_version and stores the new snapshot here.
 */
export const classSafetyVersions = pgTable(
  "class_safety_versions",
  {
    classId: bigint("class_id", { mode: "number" })
      .notNull()
      .references(() => classes.id, { onDelete: "cascade" }),
    version: integer("version").notNull(),
    requirements: text("requirements").array().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.version] })],
);
