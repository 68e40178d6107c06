import { and, eq, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { idempotentRequests } from "../../db/schema/index.ts";

export type IdempotentRequest = typeof idempotentRequests.$inferSelect;
export interface StoredAnswer {
  statusCode: number;
  contentType: string | null;
  body: string;
}

const byKey = (userId: number, key: string) =>
  and(eq(idempotentRequests.userId, userId), eq(idempotentRequests.key, key));

/** The `idempotent_requests` table: the only SQL of the Idempotency-Key replay (decision 057). */
export const idempotencyRepository = {
  /** Claims the key for a first attempt; false when a row for it exists already. */
  async claim(db: Db, userId: number, key: string, fingerprint: string, now: Date): Promise<boolean> {
    const rows = await db
      .insert(idempotentRequests)
      .values({ userId, key, fingerprint, createdAt: now })
      .onConflictDoNothing()
      .returning({ key: idempotentRequests.key });
    return rows.length > 0;
  },

  async find(db: Db, userId: number, key: string): Promise<IdempotentRequest | undefined> {
    const [row] = await db.select().from(idempotentRequests).where(byKey(userId, key));
    return row;
  },

  /** Takes over an attempt that never finished (its process died) and started before `staleBefore`. */
  async takeOver(db: Db, userId: number, key: string, staleBefore: Date, now: Date): Promise<boolean> {
    const rows = await db
      .update(idempotentRequests)
      .set({ createdAt: now })
      .where(
        and(byKey(userId, key), isNull(idempotentRequests.completedAt), lt(idempotentRequests.createdAt, staleBefore)),
      )
      .returning({ key: idempotentRequests.key });
    return rows.length > 0;
  },

  /** Keeps the answer of a finished first attempt. */
  async complete(db: Db, userId: number, key: string, answer: StoredAnswer, now: Date): Promise<void> {
    await db
      .update(idempotentRequests)
      .set({ ...answer, completedAt: now })
      .where(byKey(userId, key));
  },

  /** Forgets an attempt that did not succeed, so that a retry runs it again. */
  async release(db: Db, userId: number, key: string): Promise<void> {
    await db.delete(idempotentRequests).where(and(byKey(userId, key), isNull(idempotentRequests.completedAt)));
  },
};

/** Housekeeping: keys older than a day are forgotten (the client retries within seconds). */
export async function purgeOldIdempotentRequests(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const rows = await db
    .delete(idempotentRequests)
    .where(lt(idempotentRequests.createdAt, cutoff))
    .returning({ key: idempotentRequests.key });
  return rows.length;
}
