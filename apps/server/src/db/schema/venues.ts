import type { ImageSet } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import { bigint, doublePrecision, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { locations } from "./locations.ts";
import { users } from "./users.ts";

/** A forge (DOMAIN.md "Venue"), owned by a host or by an instructor who hosts themselves. */
export const venues = pgTable(
  "venues",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    ownerId: bigint("owner_id", { mode: "number" })
      .notNull()
      .references(() => users.id),
    locationId: bigint("location_id", { mode: "number" })
      .notNull()
      .references(() => locations.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    address: text("address").notNull(),
    description: text("description").notNull().default(""),
    lat: doublePrecision("lat").notNull(),
    lng: doublePrecision("lng").notNull(),
    equipment: text("equipment").array().notNull().default(sql`'{}'::text[]`),
    safetyGear: text("safety_gear").array().notNull().default(sql`'{}'::text[]`),
    accessibilityNotes: text("accessibility_notes").notNull().default(""),
    photos: jsonb("photos").$type<ImageSet[]>().notNull().default([]),
    /** The client's Idempotency-Key of the creating POST: a retried create returns the same forge. */
    idempotencyKey: text("idempotency_key"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("venues_slug_idx").on(t.slug),
    index("venues_owner_idx").on(t.ownerId),
    index("venues_location_idx").on(t.locationId),
    uniqueIndex("venues_idempotency_idx").on(t.ownerId, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
  ],
);
