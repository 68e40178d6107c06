import { sql } from "drizzle-orm";
import { bigint, index, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** Venue details a host applicant gives; becomes a venue once venues exist. */
export interface RoleApplicationVenue {
  name: string;
  address: string;
  city: string;
  equipment: string[];
}

/** A request to become an instructor or a host, decided by an admin at /admin/user-approvals. */
export const roleApplications = pgTable(
  "role_applications",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: bigint("user_id", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role").notNull(),
    status: text("status").notNull().default("pending"),
    experience: text("experience").notNull(),
    themes: text("themes").array().notNull().default(sql`ARRAY[]::text[]`),
    portfolioUrl: text("portfolio_url"),
    venue: jsonb("venue").$type<RoleApplicationVenue>(),
    reason: text("reason"),
    decidedBy: bigint("decided_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One pending application per user and role, also under concurrent submits.
    uniqueIndex("role_applications_one_pending_idx").on(t.userId, t.role).where(sql`${t.status} = 'pending'`),
    index("role_applications_status_idx").on(t.status, t.createdAt),
  ],
);
