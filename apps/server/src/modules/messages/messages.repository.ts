import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { messages, type StoredAttachment, users } from "../../db/schema/index.ts";

export interface MessageRow {
  id: number;
  conversation_id: number;
  sender_id: number;
  body: string;
  attachments: StoredAttachment[];
  via: "web" | "email";
  sent_at: string;
}

const iso = (col: ReturnType<typeof sql>) => sql`(to_json(${col}) #>> '{}')`;
const messageSelect = sql`select id::int as id, conversation_id::int as conversation_id, sender_id::int as sender_id,
  body, attachments, via, ${iso(sql`created_at`)} as sent_at from messages`;

export interface NewMessage {
  conversationId: number;
  senderId: number;
  body: string;
  attachments: StoredAttachment[];
  via: "web" | "email";
  idempotencyKey: string | null;
  emailMessageId: string | null;
  createdAt: Date;
}

/** A class and how two people are related to it (the start of a conversation about it). */
export interface ClassBetween {
  status: string;
  instructor_id: number;
  owner_id: number | null;
  other_applied: boolean;
}

export const messagesRepository = {
  async insert(tx: Db, m: NewMessage): Promise<MessageRow> {
    const [row] = await tx.insert(messages).values(m).returning({ id: messages.id });
    if (!row) throw new Error("message insert failed");
    return (await messagesRepository.find(tx, row.id)) as MessageRow;
  },

  async find(db: Db, id: number): Promise<MessageRow | undefined> {
    return rowsOf<MessageRow>(await db.execute(sql`${messageSelect} where id = ${id}`))[0];
  },

  async findByKey(db: Db, senderId: number, key: string): Promise<MessageRow | undefined> {
    return rowsOf<MessageRow>(
      await db.execute(sql`${messageSelect} where sender_id = ${senderId} and idempotency_key = ${key}`),
    )[0];
  },

  async findByEmailId(db: Db, emailMessageId: string): Promise<MessageRow | undefined> {
    const [row] = await db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.emailMessageId, emailMessageId));
    return row ? messagesRepository.find(db, row.id) : undefined;
  },

  /** A page of the thread, newest first, before the keyset (sent_at, id). */
  async page(
    db: Db,
    conversationId: number,
    before: { at: string; id: number } | undefined,
    limit: number,
  ): Promise<MessageRow[]> {
    const cut = before ? sql` and (created_at, id) < (${before.at}::timestamptz, ${before.id})` : sql``;
    return rowsOf<MessageRow>(
      await db.execute(
        sql`${messageSelect} where conversation_id = ${conversationId}${cut} order by created_at desc, id desc limit ${limit}`,
      ),
    );
  },

  /** The other person's messages after `since` (the email digest), oldest first. */
  async fromOtherSince(db: Db, conversationId: number, me: number, since: Date | null): Promise<MessageRow[]> {
    const after = since ? sql` and created_at > ${since.toISOString()}::timestamptz` : sql``;
    return rowsOf<MessageRow>(
      await db.execute(
        sql`${messageSelect} where conversation_id = ${conversationId} and sender_id <> ${me}${after} order by created_at, id limit 20`,
      ),
    );
  },

  async person(db: Db, id: number) {
    const [row] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        roles: users.roles,
        suspendedAt: users.suspendedAt,
      })
      .from(users)
      .where(eq(users.id, id));
    return row;
  },

  /**
   * A class a conversation with `other` would be about, with how both people may be related to it
   * (decision 506): who teaches it, who owns its forge, whether `other` applied (any status).
   */
  async classBetween(db: Db, id: number, other: number): Promise<ClassBetween | undefined> {
    return rowsOf<ClassBetween>(
      await db.execute(sql`select c.status, c.instructor_id::int as instructor_id, v.owner_id::int as owner_id,
        exists (select 1 from applications a where a.class_id = c.id and a.student_id = ${other}) as other_applied
        from classes c left join venues v on v.id = c.venue_id where c.id = ${id}`),
    )[0];
  },

  /** `studentId` applied to a class `managerId` teaches (or, for a host, one at a forge they own). */
  async isApplicantOf(db: Db, managerId: number, studentId: number, asHost: boolean): Promise<boolean> {
    const [row] = rowsOf<{ ok: boolean }>(
      await db.execute(sql`select exists (select 1 from applications a join classes c on c.id = a.class_id
        left join venues v on v.id = c.venue_id
        where a.student_id = ${studentId}
          and (c.instructor_id = ${managerId} or (${asHost} and v.owner_id = ${managerId}))) as ok`),
    );
    return row?.ok === true;
  },
};
