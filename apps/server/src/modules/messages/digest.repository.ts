import { and, eq, isNull } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { conversationMembers } from "../../db/schema/index.ts";

export const digestRepository = {
  /** Marks a digest pending for the member; null when one already is (that job will list this message too). */
  async claim(
    tx: Db,
    conversationId: number,
    userId: number,
    at: Date,
  ): Promise<{ lastEmailedAt: Date | null } | null> {
    const [row] = await tx
      .update(conversationMembers)
      .set({ emailPendingAt: at })
      .where(
        and(
          eq(conversationMembers.conversationId, conversationId),
          eq(conversationMembers.userId, userId),
          isNull(conversationMembers.emailPendingAt),
        ),
      )
      .returning({ lastEmailedAt: conversationMembers.lastEmailedAt });
    return row ?? null;
  },

  async state(db: Db, conversationId: number, userId: number) {
    const [row] = await db
      .select()
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
    return row;
  },

  /** Clears the pending mark; `emailedAt` when an email went out. */
  async finish(tx: Db, conversationId: number, userId: number, emailedAt: Date | null): Promise<void> {
    await tx
      .update(conversationMembers)
      .set(emailedAt ? { emailPendingAt: null, lastEmailedAt: emailedAt } : { emailPendingAt: null })
      .where(and(eq(conversationMembers.conversationId, conversationId), eq(conversationMembers.userId, userId)));
  },
};
