import { bigint, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./users.ts";

/** One outstanding password-reset token per user, stored as a SHA-256 hash; deleted when used. */
export const passwordResetTokens = pgTable("password_reset_tokens", {
  userId: bigint("user_id", { mode: "number" })
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
