import type { FeedbackKind, FeedbackStatus } from "@guildforge/contracts";
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { feedbackItems, feedbackReplies, usedFormTokens, users } from "../../db/schema/index.ts";

export type FeedbackRecord = typeof feedbackItems.$inferSelect;
export type NewFeedback = typeof feedbackItems.$inferInsert;
export interface FeedbackReplyView {
  id: number;
  body: string;
  by: string | null;
  createdAt: Date;
}
export interface FeedbackView {
  item: FeedbackRecord;
  user: { id: number; name: string; email: string } | null;
  replies: FeedbackReplyView[];
}

function filters(f: { kind?: FeedbackKind; status?: FeedbackStatus }): SQL | undefined {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(feedbackItems.kind, f.kind));
  if (f.status) where.push(eq(feedbackItems.status, f.status));
  return where.length ? and(...where) : undefined;
}

async function withReplies(db: Db, rows: Omit<FeedbackView, "replies">[]): Promise<FeedbackView[]> {
  const ids = rows.map((r) => r.item.id);
  const replies = ids.length
    ? await db
        .select({
          feedbackId: feedbackReplies.feedbackId,
          id: feedbackReplies.id,
          body: feedbackReplies.body,
          by: users.name,
          createdAt: feedbackReplies.createdAt,
        })
        .from(feedbackReplies)
        .leftJoin(users, eq(users.id, feedbackReplies.adminId))
        .where(inArray(feedbackReplies.feedbackId, ids))
        .orderBy(asc(feedbackReplies.createdAt), asc(feedbackReplies.id))
    : [];
  return rows.map((r) => ({
    ...r,
    user: r.user?.id ? r.user : null,
    replies: replies.filter((x) => x.feedbackId === r.item.id),
  }));
}

const select = (db: Db) =>
  db
    .select({ item: feedbackItems, user: { id: users.id, name: users.name, email: users.email } })
    .from(feedbackItems)
    .leftJoin(users, eq(users.id, feedbackItems.userId));

/** The only SQL of the feedback feature. */
export const feedbackRepository = {
  async insert(db: Db, values: NewFeedback): Promise<FeedbackRecord> {
    const [row] = await db.insert(feedbackItems).values(values).returning();
    if (!row) throw new Error("feedback insert returned no row");
    return row;
  },

  /** Whether a form token was used to send something already (decision 510). */
  async formTokenUsed(db: Db, id: string): Promise<boolean> {
    const rows = await db.select({ id: usedFormTokens.id }).from(usedFormTokens).where(eq(usedFormTokens.id, id));
    return rows.length > 0;
  },

  /**
   * Records a form token as used; false when it was already (the primary key settles two sends
   * racing with one token: the second waits for the first's transaction and then inserts nothing).
   */
  async claimFormToken(db: Db, id: string, expiresAt: Date): Promise<boolean> {
    const rows = await db
      .insert(usedFormTokens)
      .values({ id, expiresAt })
      .onConflictDoNothing({ target: usedFormTokens.id })
      .returning({ id: usedFormTokens.id });
    return rows.length > 0;
  },

  async userContact(db: Db, id: number): Promise<{ name: string; email: string } | null> {
    const [row] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, id));
    return row ?? null;
  },

  /** Who an arrival notifies: every admin who is not suspended. */
  async adminIds(db: Db): Promise<number[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(and(sql`'admin' = any(${users.roles})`, isNull(users.suspendedAt)))
      .orderBy(asc(users.id));
    return rows.map((r) => r.id);
  },

  async list(
    db: Db,
    f: { kind?: FeedbackKind; status?: FeedbackStatus; offset: number; limit: number },
  ): Promise<{ rows: FeedbackView[]; total: number }> {
    const where = filters(f);
    const rows = await select(db)
      .where(where)
      .orderBy(desc(feedbackItems.createdAt), desc(feedbackItems.id))
      .limit(f.limit)
      .offset(f.offset);
    const [total] = await db.select({ n: count() }).from(feedbackItems).where(where);
    return { rows: await withReplies(db, rows as Omit<FeedbackView, "replies">[]), total: Number(total?.n ?? 0) };
  },

  async find(db: Db, id: number): Promise<FeedbackView | null> {
    const rows = await select(db).where(eq(feedbackItems.id, id));
    const [view] = await withReplies(db, rows as Omit<FeedbackView, "replies">[]);
    return view ?? null;
  },

  async screenshotKey(db: Db, id: number): Promise<string | null> {
    const [row] = await db
      .select({ key: feedbackItems.screenshotKey })
      .from(feedbackItems)
      .where(eq(feedbackItems.id, id));
    return row?.key ?? null;
  },

  async setStatus(db: Db, id: number, status: FeedbackStatus, now: Date): Promise<boolean> {
    const rows = await db
      .update(feedbackItems)
      .set({ status, updatedAt: now })
      .where(eq(feedbackItems.id, id))
      .returning({ id: feedbackItems.id });
    return rows.length === 1;
  },

  /** Stores the reply; a new item becomes triaged (someone has looked at it). */
  async addReply(db: Db, id: number, adminId: number, body: string, now: Date): Promise<void> {
    await db.insert(feedbackReplies).values({ feedbackId: id, adminId, body, createdAt: now });
    await db
      .update(feedbackItems)
      .set({
        status: sql`case when ${feedbackItems.status} = 'new' then 'triaged' else ${feedbackItems.status} end`,
        updatedAt: now,
      })
      .where(eq(feedbackItems.id, id));
  },
};

/** Deletes the used-token records whose token has expired (a replay is refused as expired then). */
export async function purgeUsedFormTokens(db: Pick<Db, "delete">, now: Date): Promise<number> {
  const rows = await db
    .delete(usedFormTokens)
    .where(sql`${usedFormTokens.expiresAt} <= ${now.toISOString()}::timestamptz`)
    .returning({ id: usedFormTokens.id });
  return rows.length;
}
