import { sql } from "drizzle-orm";
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const users = pgTable(
  "users",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    email: text("email").notNull(),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    passwordHash: text("password_hash").notNull(),
    bio: text("bio").notNull().default(""),
    avatarPath: text("avatar_path"),
    homeLocation: text("home_location"),
    roles: text("roles").array().notNull().default(sql`ARRAY['student']::text[]`),
    /** The account's chosen language (en, de, fr); null follows the browser (issue 39). */
    language: text("language"),
    suspendedAt: timestamp("suspended_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_slug_idx").on(t.slug),
    index("users_roles_idx").using("gin", t.roles),
    check("users_language_check", sql`${t.language} in ('en', 'de', 'fr')`),
  ],
);
