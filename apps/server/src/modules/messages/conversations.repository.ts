import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { conversationMembers, conversations, userBlocks } from "../../db/schema/index.ts";

/** A conversation as one participant sees it (the list and the thread header). */
export interface ConversationRow {
  id: number;
  other_id: number;
  other_name: string;
  other_slug: string;
  other_avatar: string | null;
  other_roles: string[];
  class_id: number | null;
  class_title: string | null;
  class_slug: string | null;
  last_body: string | null;
  last_attachments: number | null;
  last_sender_id: number | null;
  last_sent_at: string | null;
  last_message_at: string;
  unread_count: number;
  blocked_by_me: boolean;
  blocked_by_other: boolean;
}

/** ISO 8601 text of a timestamptz, the same on PGlite and node-postgres. */
const iso = (col: ReturnType<typeof sql>) => sql`(to_json(${col}) #>> '{}')`;

/**
 * The conversation's class as `me` may see it (decision 506): published and completed classes to
 * both people, a draft or cancelled one only to its instructor, its forge's owner and admins; the
 * others get no class (a left join on this condition), so neither its title nor its URL reaches them.
 */
export const visibleClassJoin = (me: number) => sql`left join classes cl
  on cl.id = c.class_id and (cl.status in ('published', 'completed') or cl.instructor_id = ${me}
    or exists (select 1 from venues cv where cv.id = cl.venue_id and cv.owner_id = ${me})
    or exists (select 1 from users ca where ca.id = ${me} and 'admin' = any(ca.roles)))`;

const rowSelect = (me: number) => sql`
  select c.id::int as id, o.id::int as other_id, o.name as other_name, o.slug as other_slug,
    o.avatar_path as other_avatar, o.roles as other_roles,
    cl.id::int as class_id, cl.title as class_title, cl.slug as class_slug,
    lm.body as last_body, jsonb_array_length(lm.attachments)::int as last_attachments,
    lm.sender_id::int as last_sender_id, ${iso(sql`lm.created_at`)} as last_sent_at,
    ${iso(sql`c.last_message_at`)} as last_message_at,
    (select count(*)::int from messages um where um.conversation_id = c.id and um.sender_id <> ${me}
      and um.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz)) as unread_count,
    exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = o.id) as blocked_by_me,
    exists (select 1 from user_blocks b where b.blocker_id = o.id and b.blocked_id = ${me}) as blocked_by_other
  from conversations c
  join conversation_members m on m.conversation_id = c.id and m.user_id = ${me}
  join users o on o.id = case when c.user_low_id = ${me} then c.user_high_id else c.user_low_id end
  ${visibleClassJoin(me)}
  left join lateral (select body, attachments, sender_id, created_at from messages
    where conversation_id = c.id order by created_at desc, id desc limit 1) lm on true`;

export const conversationsRepository = {
  /** The conversation if `me` takes part in it, else undefined (callers answer 404). */
  async findFor(db: Db, id: number, me: number): Promise<ConversationRow | undefined> {
    return rowsOf<ConversationRow>(await db.execute(sql`${rowSelect(me)} where c.id = ${id}`))[0];
  },

  /** The conversation as `me` sees it and the other's read mark ("Seen"), in one query (after a send). */
  async findWithOtherMark(
    db: Db,
    id: number,
    me: number,
  ): Promise<{ conv: ConversationRow; otherReadAt: Date | null } | undefined> {
    const [row] = rowsOf<ConversationRow & { other_read_at: string | null }>(
      await db.execute(sql`select v.*, (select ${iso(sql`r.last_read_at`)} from conversation_members r
        where r.conversation_id = v.id and r.user_id = v.other_id) as other_read_at
        from (${rowSelect(me)} where c.id = ${id}) v`),
    );
    if (!row) return undefined;
    const { other_read_at, ...conv } = row;
    return { conv, otherReadAt: other_read_at ? new Date(other_read_at) : null };
  },

  /** The list, newest activity first, after the keyset (last_message_at, id); `q` searches name and the class title `me` may see. */
  async list(
    db: Db,
    me: number,
    opts: { q?: string; after?: { at: string; id: number }; limit: number },
  ): Promise<ConversationRow[]> {
    const like = opts.q ? `%${opts.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
    const search = like ? sql` and (o.name ilike ${like} or cl.title ilike ${like})` : sql``;
    const after = opts.after
      ? sql` and (c.last_message_at, c.id) < (${opts.after.at}::timestamptz, ${opts.after.id})`
      : sql``;
    return rowsOf<ConversationRow>(
      await db.execute(
        sql`${rowSelect(me)} where true${search}${after} order by c.last_message_at desc, c.id desc limit ${opts.limit}`,
      ),
    );
  },

  /** Unread messages from others across all of `me`'s conversations (the header badge). */
  async unreadTotal(db: Db, me: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from messages msg
        join conversation_members m on m.conversation_id = msg.conversation_id and m.user_id = ${me}
        where msg.sender_id <> ${me} and msg.created_at > coalesce(m.last_read_at, '-infinity'::timestamptz)`),
    );
    return row?.n ?? 0;
  },

  /** The conversation of this pair and class, if it exists. */
  async findPair(db: Db, a: number, b: number, classId: number | null): Promise<number | undefined> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const [row] = await db
      .select({ id: conversations.id })
      .from(conversations)
      .where(
        and(
          eq(conversations.userLowId, low),
          eq(conversations.userHighId, high),
          classId === null ? sql`${conversations.classId} is null` : eq(conversations.classId, classId),
        ),
      );
    return row?.id;
  },

  /** Creates the conversation (and both members) or finds the one a concurrent start created. */
  async open(tx: Db, a: number, b: number, classId: number | null): Promise<{ id: number; created: boolean }> {
    const [low, high] = a < b ? [a, b] : [b, a];
    const [row] = await tx
      .insert(conversations)
      .values({ userLowId: low, userHighId: high, classId })
      .onConflictDoNothing()
      .returning({ id: conversations.id });
    if (row) {
      await tx.insert(conversationMembers).values([
        { conversationId: row.id, userId: low },
        { conversationId: row.id, userId: high },
      ]);
      return { id: row.id, created: true };
    }
    const id = await conversationsRepository.findPair(tx, a, b, classId);
    if (id === undefined) throw new Error("conversation vanished after a conflicting insert");
    return { id, created: false };
  },

  async touch(tx: Db, id: number, at: Date): Promise<void> {
    await tx.update(conversations).set({ lastMessageAt: at }).where(eq(conversations.id, id));
  },

  /** Records that `me` read everything up to `at` (never moves backwards) and has the thread open. */
  async markRead(tx: Db, id: number, me: number, at: Date): Promise<void> {
    await tx
      .update(conversationMembers)
      .set({
        lastReadAt: sql`greatest(${conversationMembers.lastReadAt}, ${at.toISOString()}::timestamptz)`,
        lastSeenAt: at,
      })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, me)));
  },

  /** Records that `me` has the thread open now (no email while it is). */
  async markSeen(db: Db, id: number, me: number, at: Date): Promise<void> {
    await db
      .update(conversationMembers)
      .set({ lastSeenAt: at })
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, me)));
  },

  /** The other participant's read mark (drives "Seen" on my messages). */
  async readMarkOf(db: Db, id: number, userId: number): Promise<Date | null> {
    const [row] = await db
      .select({ at: conversationMembers.lastReadAt })
      .from(conversationMembers)
      .where(and(eq(conversationMembers.conversationId, id), eq(conversationMembers.userId, userId)));
    return row?.at ?? null;
  },

  /** Whether either user blocked the other. */
  async blockBetween(db: Db, a: number, b: number): Promise<{ aBlockedB: boolean; bBlockedA: boolean }> {
    const rows = await db
      .select({ blocker: userBlocks.blockerId })
      .from(userBlocks)
      .where(
        sql`(${userBlocks.blockerId} = ${a} and ${userBlocks.blockedId} = ${b}) or (${userBlocks.blockerId} = ${b} and ${userBlocks.blockedId} = ${a})`,
      );
    return { aBlockedB: rows.some((r) => r.blocker === a), bBlockedA: rows.some((r) => r.blocker === b) };
  },

  async block(db: Db, blocker: number, blocked: number): Promise<void> {
    await db.insert(userBlocks).values({ blockerId: blocker, blockedId: blocked }).onConflictDoNothing();
  },

  async unblock(db: Db, blocker: number, blocked: number): Promise<void> {
    await db.delete(userBlocks).where(and(eq(userBlocks.blockerId, blocker), eq(userBlocks.blockedId, blocked)));
  },
};
