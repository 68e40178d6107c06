import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { messageReports, users } from "../../db/schema/index.ts";
import type { MessageRow } from "./messages.repository.ts";

export interface ReportRow {
  id: number;
  status: "open" | "dismissed" | "warned" | "suspended";
  reason: string;
  reporter_id: number;
  reporter_name: string;
  reporter_email: string;
  reported_id: number;
  reported_name: string;
  reported_email: string;
  conversation_id: number;
  message_id: number | null;
  created_at: string;
  decided_at: string | null;
  decider_id: number | null;
  decider_name: string | null;
}

const iso = (col: ReturnType<typeof sql>) => sql`(to_json(${col}) #>> '{}')`;
const reportSelect = sql`select r.id::int as id, r.status, r.reason, rp.id::int as reporter_id, rp.name as reporter_name,
  rp.email as reporter_email,
  ru.id::int as reported_id, ru.name as reported_name, ru.email as reported_email,
  r.conversation_id::int as conversation_id, r.message_id::int as message_id,
  ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.decided_at`)} as decided_at,
  d.id::int as decider_id, d.name as decider_name
  from message_reports r join users rp on rp.id = r.reporter_id join users ru on ru.id = r.reported_user_id
  left join users d on d.id = r.decided_by`;

/** A message of a report's context with its author's name and whether the report covers it. */
export interface ReportMessageRow extends MessageRow {
  author_name: string;
  reported: boolean;
}

/**
 * What a report covers (decision 503): its message, or for a whole-conversation report every
 * message of the conversation sent up to the report; `m` and `r` are the aliases in the query.
 */
export const reportCovers = sql`(m.id = r.message_id or (r.message_id is null and m.created_at <= r.created_at))`;

const contextSelect = sql`select m.id::int as id, m.conversation_id::int as conversation_id, m.sender_id::int as sender_id,
  m.body, m.attachments, m.via, ${iso(sql`m.created_at`)} as sent_at, u.name as author_name, ${reportCovers} as reported
  from message_reports r join messages m on m.conversation_id = r.conversation_id join users u on u.id = m.sender_id`;

export const reportsRepository = {
  /** The people of a conversation (both members). */
  async members(db: Db, conversationId: number): Promise<number[]> {
    return rowsOf<{ id: number }>(
      await db.execute(
        sql`select user_id::int as id from conversation_members where conversation_id = ${conversationId} order by user_id`,
      ),
    ).map((r) => r.id);
  },

  /**
   * The messages an admin reads with a report, oldest first, never one sent after the report:
   * the reported message with up to 3 before and 3 after it, or the conversation's last 10.
   */
  async context(db: Db, reportId: number, messageId: number | null): Promise<ReportMessageRow[]> {
    const upTo = sql`r.id = ${reportId} and m.created_at <= r.created_at`;
    const rows =
      messageId === null
        ? sql`${contextSelect} where ${upTo} order by m.created_at desc, m.id desc limit 10`
        : sql`(${contextSelect} where ${upTo} and m.id <= ${messageId} order by m.id desc limit 4)
          union all (${contextSelect} where ${upTo} and m.id > ${messageId} order by m.id limit 3)`;
    return rowsOf<ReportMessageRow>(await db.execute(sql`select * from (${rows}) c order by c.id`));
  },

  async insert(
    db: Db,
    r: {
      reporterId: number;
      reportedUserId: number;
      conversationId: number;
      messageId: number | null;
      reason: string;
      createdAt: Date;
    },
  ): Promise<number> {
    const [row] = await db.insert(messageReports).values(r).returning({ id: messageReports.id });
    return row?.id as number;
  },

  async find(db: Db, id: number): Promise<ReportRow | undefined> {
    return rowsOf<ReportRow>(await db.execute(sql`${reportSelect} where r.id = ${id}`))[0];
  },

  /** Open or closed reports, newest first, after the keyset (created_at, id). */
  async list(
    db: Db,
    open: boolean,
    after: { at: string; id: number } | undefined,
    limit: number,
  ): Promise<{ rows: ReportRow[]; total: number }> {
    const status = open ? sql`r.status = 'open'` : sql`r.status <> 'open'`;
    const cut = after ? sql` and (r.created_at, r.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
    const rows = rowsOf<ReportRow>(
      await db.execute(sql`${reportSelect} where ${status}${cut} order by r.created_at desc, r.id desc limit ${limit}`),
    );
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from message_reports r where ${status}`),
    );
    return { rows, total: count?.n ?? 0 };
  },

  /** Decides an open report; false when it was already decided (a concurrent decision won). */
  async decide(
    tx: Db,
    id: number,
    d: { status: ReportRow["status"]; decidedBy: number; at: Date; note: string | null },
  ): Promise<boolean> {
    const rows = await tx
      .update(messageReports)
      .set({ status: d.status, decidedBy: d.decidedBy, decidedAt: d.at, note: d.note })
      .where(and(eq(messageReports.id, id), eq(messageReports.status, "open")))
      .returning({ id: messageReports.id });
    return rows.length > 0;
  },

  /** Suspends an account the way the sessions layer reads it (`users.suspended_at`). */
  async suspendUser(tx: Db, userId: number, at: Date): Promise<void> {
    await tx
      .update(users)
      .set({ suspendedAt: sql`coalesce(${users.suspendedAt}, ${at.toISOString()}::timestamptz)` })
      .where(eq(users.id, userId));
  },
};
