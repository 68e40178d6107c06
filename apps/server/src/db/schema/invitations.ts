import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** An instructor invitation: single-use, expiring; only the SHA-256 of the token is stored. */
export const instructorInvitations = pgTable(
  "instructor_invitations",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: bigint("invited_by", { mode: "number" })
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The inviting host's venue; a plain id until the venues table exists. */
    venueId: bigint("venue_id", { mode: "number" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: bigint("accepted_by", { mode: "number" }).references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("instructor_invitations_invited_by_idx").on(t.invitedBy)],
);
