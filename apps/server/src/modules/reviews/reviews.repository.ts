import { reviewWindowDays } from "@guildforge/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

type Ts = string | Date;

/** A class as reviews need it: when it ended and who teaches it. */
export interface ReviewClassRow {
  id: number;
  slug: string;
  title: string;
  status: string;
  ends_at: Ts | null;
  instructor_id: number;
  /** The forge's time zone (null without a forge): the zone the review window's days are said in. */
  time_zone: string | null;
}

/** A stored review with its class (the window and the instructor) and its effective publication. */
export interface ReviewRow {
  id: number;
  class_id: number;
  class_slug: string;
  class_title: string;
  instructor_id: number;
  student_id: number;
  author_name: string;
  rating: number;
  instruction: number | null;
  safety: number | null;
  equipment: number | null;
  text: string;
  created_at: Ts;
  /** `published_at`, or the window's close once it has passed; null while still blind. */
  published_at: Ts | null;
  reply: string | null;
  replied_at: Ts | null;
  hidden_at: Ts | null;
  hidden_reason: string | null;
}

export interface SummaryRow {
  count: number;
  sum: number;
  s5: number;
  s4: number;
  s3: number;
  s2: number;
  s1: number;
}

/** Whose reviews a list shows. */
export type ReviewScope = { classId: number } | { instructorSlug: string } | { venueId: number };

const windowEnd = sql`(c.ends_at + make_interval(days => ${reviewWindowDays}::int))`;
/** Published: both sides are in (`published_at`), or the window has closed at `now`. */
const publishedAt = (now: Date) =>
  sql`coalesce(r.published_at, case when ${windowEnd} <= ${now.toISOString()}::timestamptz then ${windowEnd} end)`;

const select = (now: Date) => sql`
  select r.id::int as id, r.class_id::int as class_id, c.slug as class_slug, c.title as class_title,
         c.instructor_id::int as instructor_id, r.student_id::int as student_id,
         split_part(u.name, ' ', 1) as author_name,
         r.rating::int as rating, r.instruction::int as instruction, r.safety::int as safety, r.equipment::int as equipment,
         r.text, r.created_at, ${publishedAt(now)} as published_at, r.reply, r.replied_at, r.hidden_at, r.hidden_reason
  from reviews r join classes c on c.id = r.class_id join users u on u.id = r.student_id`;

function scopeWhere(scope: ReviewScope): SQL {
  if ("classId" in scope) return sql`r.class_id = ${scope.classId}`;
  if ("venueId" in scope) return sql`c.venue_id = ${scope.venueId}`;
  return sql`c.instructor_id = (select id from users where slug = ${scope.instructorSlug})`;
}

/** What anyone may read: published, not hidden, of a class that is not a draft. */
const publicWhere = (scope: ReviewScope, now: Date) =>
  sql`${scopeWhere(scope)} and r.hidden_at is null and c.status <> 'draft' and ${publishedAt(now)} is not null`;

export const reviewsRepository = {
  async classById(db: Db, id: number): Promise<ReviewClassRow | undefined> {
    return rowsOf<ReviewClassRow>(
      await db.execute(sql`
        select c.id::int as id, c.slug, c.title, c.status, c.ends_at, c.instructor_id::int as instructor_id, l.time_zone
        from classes c
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        where c.id = ${id}`),
    )[0];
  },

  /** The student's accepted seat in the class, if they were marked attended at one session at least. */
  async attendedSeat(db: Db, classId: number, studentId: number): Promise<number | undefined> {
    const [row] = rowsOf<{ id: number }>(
      await db.execute(sql`
        select a.id::int as id from applications a
        where a.class_id = ${classId} and a.student_id = ${studentId} and a.status = 'accepted'
          and exists (select 1 from session_attendance sa where sa.application_id = a.id and sa.status = 'attended')
        limit 1`),
    );
    return row?.id;
  },

  /**
   * Serialises the review and the feedback of one student in one class until the transaction ends:
   * whichever arrives second sees the first and publishes both (never both left blind).
   */
  async lockPair(tx: Db, classId: number, studentId: number): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${classId}::int, ${studentId}::int)`);
  },

  /**
   * Stores the review once per student and class (undefined when one exists: the unique index
   * decides between two at once). If the instructor's feedback to this student is already in,
   * both are published now, in the same statement.
   */
  async insert(
    tx: Db,
    r: {
      classId: number;
      studentId: number;
      applicationId: number;
      rating: number;
      instruction: number | null;
      safety: number | null;
      equipment: number | null;
      text: string;
      at: Date;
    },
  ): Promise<number | undefined> {
    const at = r.at.toISOString();
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into reviews (class_id, student_id, application_id, rating, instruction, safety, equipment, text, created_at, published_at)
        values (${r.classId}, ${r.studentId}, ${r.applicationId}, ${r.rating}, ${r.instruction}, ${r.safety}, ${r.equipment}, ${r.text},
                ${at}::timestamptz,
                (select ${at}::timestamptz from student_feedback f where f.class_id = ${r.classId} and f.student_id = ${r.studentId}))
        on conflict (class_id, student_id) do nothing
        returning id::int as id`),
    );
    return row?.id;
  },

  /** The instructor's feedback, once per student and class; publishes the student's review if it is in. */
  async insertFeedback(
    tx: Db,
    f: { classId: number; studentId: number; authorId: number; text: string; at: Date },
  ): Promise<boolean> {
    const at = f.at.toISOString();
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        insert into student_feedback (class_id, student_id, author_id, text, created_at)
        values (${f.classId}, ${f.studentId}, ${f.authorId}, ${f.text}, ${at}::timestamptz)
        on conflict (class_id, student_id) do nothing
        returning id::int as id`),
    );
    if (rows.length === 0) return false;
    await tx.execute(sql`
      update reviews set published_at = ${at}::timestamptz
      where class_id = ${f.classId} and student_id = ${f.studentId} and published_at is null`);
    return true;
  },

  async feedback(db: Db, classId: number, studentId: number) {
    return rowsOf<{ text: string; created_at: Ts }>(
      await db.execute(
        sql`select text, created_at from student_feedback where class_id = ${classId} and student_id = ${studentId}`,
      ),
    )[0];
  },

  async find(db: Db, id: number, now: Date): Promise<ReviewRow | undefined> {
    return rowsOf<ReviewRow>(await db.execute(sql`${select(now)} where r.id = ${id}`))[0];
  },

  async findFor(db: Db, classId: number, studentId: number, now: Date): Promise<ReviewRow | undefined> {
    return rowsOf<ReviewRow>(
      await db.execute(sql`${select(now)} where r.class_id = ${classId} and r.student_id = ${studentId}`),
    )[0];
  },

  /** Published, visible reviews, newest first, after the keyset (created_at, id). */
  async list(
    db: Db,
    scope: ReviewScope,
    now: Date,
    after: { at: string; id: number } | undefined,
    limit: number,
  ): Promise<ReviewRow[]> {
    const cut = after ? sql` and (r.created_at, r.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
    return rowsOf<ReviewRow>(
      await db.execute(
        sql`${select(now)} where ${publicWhere(scope, now)}${cut} order by r.created_at desc, r.id desc limit ${limit}`,
      ),
    );
  },

  async summary(db: Db, scope: ReviewScope, now: Date): Promise<SummaryRow> {
    const [row] = rowsOf<SummaryRow>(
      await db.execute(sql`
        select count(*)::int as count, coalesce(sum(r.rating), 0)::int as sum,
               count(*) filter (where r.rating = 5)::int as s5, count(*) filter (where r.rating = 4)::int as s4,
               count(*) filter (where r.rating = 3)::int as s3, count(*) filter (where r.rating = 2)::int as s2,
               count(*) filter (where r.rating = 1)::int as s1
        from reviews r join classes c on c.id = r.class_id
        where ${publicWhere(scope, now)}`),
    );
    return row ?? { count: 0, sum: 0, s5: 0, s4: 0, s3: 0, s2: 0, s1: 0 };
  },

  /** The instructor's one reply; false when there already is one. */
  async reply(tx: Db, id: number, text: string, at: Date): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update reviews set reply = ${text}, replied_at = ${at.toISOString()}::timestamptz
        where id = ${id} and reply is null returning id::int as id`),
    );
    return rows.length > 0;
  },

  async hide(tx: Db, id: number, h: { reason: string; by: number; at: Date }): Promise<boolean> {
    const rows = rowsOf<{ id: number }>(
      await tx.execute(sql`
        update reviews set hidden_at = ${h.at.toISOString()}::timestamptz, hidden_reason = ${h.reason}, hidden_by = ${h.by}
        where id = ${id} and hidden_at is null returning id::int as id`),
    );
    return rows.length > 0;
  },
};
