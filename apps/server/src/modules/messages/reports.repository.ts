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
  conversation_id: number | null;
  message_id: number | null;
  review_id: number | null;
  review_rating: number | null;
  review_text: string | null;
  review_reply: string | null;
  review_hidden: boolean | null;
  review_class_id: number | null;
  review_class_title: string | null;
  review_class_slug: string | null;
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
  r.review_id::int as review_id, rv.rating::int as review_rating, rv.text as review_text, rv.reply as review_reply,
  (rv.hidden_at is not null) as review_hidden, rc.id::int as review_class_id, rc.title as review_class_title, rc.slug as review_class_slug,
  ${iso(sql`r.created_at`)} as created_at, ${iso(sql`r.decided_at`)} as decided_at,
  d.id::int as decider_id, d.name as decider_name
  from message_reports r join users rp on rp.id = r.reporter_id join users ru on ru.id = r.reported_user_id
  left join reviews rv on rv.id = r.review_id left join classes rc on rc.id = rv.class_id
  left join users d on d.id = r.decided_by`;

/** A review someone may report: published, with its author. */
export interface ReportableReviewRow {
  id: number;
  student_id: number;
  published: boolean;
}

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
   * the reported message with up to 3 before and 3 after it, or the conversation's last 10 (none
   * for a review's report).
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

  /**
   * A review as a report needs it; `published` as the public pages count it: its feedback is in or
   * its class's review window (`windowDays` after the class ends) has closed, and not hidden.
   */
  async reportableReview(
    db: Db,
    reviewId: number,
    now: Date,
    windowDays: number,
  ): Promise<ReportableReviewRow | undefined> {
    return rowsOf<ReportableReviewRow>(
      await db.execute(sql`select rv.id::int as id, rv.student_id::int as student_id,
        (rv.hidden_at is null and c.status <> 'draft' and (rv.published_at is not null or
          c.ends_at + make_interval(days => ${windowDays}::int) <= ${now.toISOString()}::timestamptz)) as published
        from reviews rv join classes c on c.id = rv.class_id where rv.id = ${reviewId}`),
    )[0];
  },

  /**
   * A review's report; the reporter's report of it that is still open when they report it again
   * (one open report per person and review: the same answer, nothing stored twice).
   */
  async insertReviewReport(
    db: Db,
    r: { reporterId: number; reportedUserId: number; reviewId: number; reason: string; createdAt: Date },
  ): Promise<number> {
    const inserted = await db
      .insert(messageReports)
      .values(r)
      .onConflictDoNothing({
        target: [messageReports.reviewId, messageReports.reporterId],
        where: sql`${messageReports.reviewId} is not null and ${messageReports.status} = 'open'`,
      })
      .returning({ id: messageReports.id });
    if (inserted[0]) return inserted[0].id;
    const [open] = rowsOf<{ id: number }>(
      await db.execute(sql`select id::int as id from message_reports
        where review_id = ${r.reviewId} and reporter_id = ${r.reporterId} and status = 'open'`),
    );
    return open?.id as number;
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
