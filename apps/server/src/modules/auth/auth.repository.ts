import { and, eq, isNull, like, lt, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { passwordResetTokens, users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;

const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(byEmail(email)).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function slugsStartingWith(db: Db, base: string): Promise<string[]> {
  const escaped = base.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select({ slug: users.slug })
    .from(users)
    .where(or(eq(users.slug, base), like(users.slug, `${escaped}-%`)));
  return rows.map((r) => r.slug);
}

export async function insertUser(
  db: Db,
  values: { name: string; slug: string; email: string; passwordHash: string },
): Promise<UserRow> {
  const rows = await db
    .insert(users)
    .values({ ...values, roles: ["student"] })
    .returning();
  return rows[0] as UserRow;
}

export async function updatePasswordHash(db: Db, userId: number, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Sets email_verified_at once; returns false when it was already set. */
export async function markEmailVerified(db: Db, userId: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailVerifiedAt: now, updatedAt: now })
    .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}

export async function savePasswordResetToken(
  db: Db,
  row: { userId: number; tokenHash: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db
    .insert(passwordResetTokens)
    .values(row)
    .onConflictDoUpdate({
      target: passwordResetTokens.userId,
      set: { tokenHash: row.tokenHash, createdAt: row.createdAt, expiresAt: row.expiresAt },
    });
}

export async function findPasswordResetToken(db: Db, userId: number) {
  const rows = await db.select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, userId)).limit(1);
  return rows[0] ?? null;
}

/** Deletes the token only if it is still the given one; false when another request used it first. */
export async function consumePasswordResetToken(db: Db, userId: number, tokenHash: string): Promise<boolean> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), eq(passwordResetTokens.tokenHash, tokenHash)))
    .returning({ userId: passwordResetTokens.userId });
  return rows.length > 0;
}

/** Postgres unique violation on the given index (drizzle wraps driver errors in `cause`). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown; message?: string } | undefined; e; ) {
    if (e.code === "23505") return e.constraint === constraint || Boolean(e.message?.includes(constraint));
    e = e.cause as typeof e;
  }
  return false;
}

/** Deletes reset tokens that expired before `now` (they can no longer be used). */
export async function purgeExpiredPasswordResetTokens(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(passwordResetTokens)
    .where(lt(passwordResetTokens.expiresAt, now))
    .returning({ userId: passwordResetTokens.userId });
  return rows.length;
}
