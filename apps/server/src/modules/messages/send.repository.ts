import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { type ConversationRow, visibleClassJoin } from "./conversations.repository.ts";
import type { MessageRow, NewMessage } from "./messages.repository.ts";

/**
 * What sending needs to know about a conversation: the other participant and the blocks either
 * way, and what the answer shows of them and of the class (so the answer needs no query of its own).
 */
export type SendTarget = Pick<
  ConversationRow,
  | "id"
  | "other_id"
  | "other_name"
  | "other_slug"
  | "other_avatar"
  | "other_roles"
  | "class_id"
  | "class_title"
  | "class_slug"
  | "blocked_by_me"
  | "blocked_by_other"
>;

/** The appended message, its sender's name and whether this message claimed the recipient's digest. */
export interface Appended {
  message: MessageRow;
  senderName: string;
  /** Set when no digest was pending: the caller schedules one (decision 263). */
  digest: { lastEmailedAt: Date | null } | null;
  /** The sender's unread messages once this send marked the thread read (others' later messages). */
  unreadCount: number;
  /** The recipient's read mark ("Seen"), untouched by the send. */
  otherReadAt: Date | null;
}

const iso = (col: ReturnType<typeof sql>) => sql`(to_json(${col}) #>> '{}')`;

/**
 * The send path in as few statements as it takes (decision 267): one lookup before, one
 * statement inside the transaction, both written for the hot path of a chat.
 */
export const sendRepository = {
  /** The conversation if `me` takes part in it (undefined otherwise: callers answer 404), with the blocks. */
  async target(db: Db, id: number, me: number): Promise<SendTarget | undefined> {
    return rowsOf<SendTarget>(
      await db.execute(sql`select c.id::int as id, o.user_id::int as other_id,
        u.name as other_name, u.slug as other_slug, u.avatar_path as other_avatar, u.roles as other_roles,
        cl.id::int as class_id, cl.title as class_title, cl.slug as class_slug,
        exists (select 1 from user_blocks b where b.blocker_id = ${me} and b.blocked_id = o.user_id) as blocked_by_me,
        exists (select 1 from user_blocks b where b.blocker_id = o.user_id and b.blocked_id = ${me}) as blocked_by_other
        from conversations c
        join conversation_members m on m.conversation_id = c.id and m.user_id = ${me}
        join conversation_members o on o.conversation_id = c.id and o.user_id <> ${me}
        join users u on u.id = o.user_id
        ${visibleClassJoin(me)}
        where c.id = ${id}`),
    )[0];
  },

  /**
   * In one statement: inserts the message unless either side blocked the other (undefined then,
   * nothing written), moves the conversation's activity forward (never back: two sends to one
   * conversation may commit in the other order than their times), marks it read and open for the sender,
   * and, when `claimDigest`, marks a digest pending for the recipient unless one already is. It
   * also reads what the answer shows (the sender's unread count after the read mark, the
   * recipient's read mark): the sub-statements see the rows as they were, so the new read mark is
   * computed as the `own` update sets it.
   */
  async append(tx: Db, m: NewMessage, recipientId: number, claimDigest: boolean): Promise<Appended | undefined> {
    const at = m.createdAt.toISOString();
    type Row = MessageRow & {
      sender_name: string;
      claimed: boolean;
      last_emailed_at: string | null;
      unread_count: number;
      other_read_at: string | null;
    };
    const [row] = rowsOf<Row>(
      await tx.execute(sql`with ins as (
          insert into messages (conversation_id, sender_id, body, attachments, via, idempotency_key, email_message_id, created_at)
          select ${m.conversationId}::bigint, ${m.senderId}::bigint, ${m.body}::text,
            ${JSON.stringify(m.attachments)}::jsonb, ${m.via}::text, ${m.idempotencyKey}::text,
            ${m.emailMessageId}::text, ${at}::timestamptz
          where not exists (select 1 from user_blocks b
            where (b.blocker_id = ${m.senderId} and b.blocked_id = ${recipientId})
               or (b.blocker_id = ${recipientId} and b.blocked_id = ${m.senderId}))
          returning id, conversation_id, sender_id, body, attachments, via, created_at),
        activity as (update conversations set last_message_at = greatest(last_message_at, ${at}::timestamptz)
          where id = ${m.conversationId} and exists (select 1 from ins)),
        own as (update conversation_members
          set last_read_at = greatest(last_read_at, ${at}::timestamptz), last_seen_at = ${at}::timestamptz
          where conversation_id = ${m.conversationId} and user_id = ${m.senderId} and exists (select 1 from ins)),
        claim as (update conversation_members set email_pending_at = ${at}::timestamptz
          where ${claimDigest}::boolean and conversation_id = ${m.conversationId} and user_id = ${recipientId}
            and email_pending_at is null and exists (select 1 from ins)
          returning last_emailed_at)
        select ins.id::int as id, ins.conversation_id::int as conversation_id, ins.sender_id::int as sender_id,
          ins.body, ins.attachments, ins.via, ${iso(sql`ins.created_at`)} as sent_at,
          (select name from users where id = ${m.senderId}) as sender_name,
          exists (select 1 from claim) as claimed,
          (select ${iso(sql`last_emailed_at`)} from claim) as last_emailed_at,
          (select count(*)::int from messages um, conversation_members me
            where me.conversation_id = ${m.conversationId} and me.user_id = ${m.senderId}
              and um.conversation_id = ${m.conversationId} and um.sender_id <> ${m.senderId}
              and um.created_at > greatest(me.last_read_at, ${at}::timestamptz)) as unread_count,
          (select ${iso(sql`r.last_read_at`)} from conversation_members r
            where r.conversation_id = ${m.conversationId} and r.user_id = ${recipientId}) as other_read_at
        from ins`),
    );
    if (!row) return undefined;
    const { sender_name, claimed, last_emailed_at, unread_count, other_read_at, ...message } = row;
    return {
      message,
      senderName: sender_name ?? "",
      digest: claimed ? { lastEmailedAt: last_emailed_at ? new Date(last_emailed_at) : null } : null,
      unreadCount: unread_count,
      otherReadAt: other_read_at ? new Date(other_read_at) : null,
    };
  },
};
