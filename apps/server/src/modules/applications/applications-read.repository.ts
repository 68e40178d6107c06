import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { rowsToRead } from "../../platform/pagination.ts";
import type { LedgerRow } from "../../platform/payments/seat-payment.ts";
import type { ManagedClasses } from "./applications.policy.ts";
import { managedClassesWhere } from "./managed-classes.repository.ts";
import type { ClassColumns } from "./teaching.repository.ts";

type Ts = string | Date;

/** One application with its class summary, student, decider and waitlist place. */
export interface ApplicationListRow extends ClassColumns {
  id: number;
  status: string;
  experience_level: string;
  message: string;
  safety_version: number;
  safety_acknowledged_at: Ts;
  decision_note: string | null;
  decided_at: Ts | null;
  accepted_at: Ts | null;
  created_at: Ts;
  promoted_at: Ts | null;
  waitlist_position: number | null;
  waitlist_size: number | null;
  student_id: number;
  student_name: string;
  student_slug: string;
  decider_id: number | null;
  decider_name: string | null;
  venue_owner_id: number | null;
  venue_address: string | null;
  ticket_code: string;
  /** Sessions this seat was checked in or marked attended at, and the class's sessions that have ended. */
  attended_count: number;
  ended_sessions: number;
  /** The class's sessions in time order (add-to-calendar links). */
  class_sessions: Array<{ starts_at: string; ends_at: string }> | null;
  /** Marked attended at one session at least (issue 40 point 5: may review). */
  attended: boolean;
  reviewed: boolean;
  review_published_at: Ts | null;
  /** The instructor's private feedback to this student (shown to them only once published). */
  feedback_text: string | null;
  /** The class's price and currency, and the seat's ledger rows oldest first (issue 41). */
  class_price_cents: number;
  class_currency: string;
  receipts: LedgerRow[] | null;
}

const base = sql`
  select a.id::int as id, a.status, a.ticket_code, a.experience_level, a.message, a.safety_version,
         a.safety_acknowledged_at, a.decision_note, a.decided_at, a.accepted_at, a.created_at, a.promoted_at,
         w.position as waitlist_position, w.size as waitlist_size,
         s.id::int as student_id, s.name as student_name, s.slug as student_slug,
         d.id::int as decider_id, d.name as decider_name,
         c.id::int as class_id, c.slug as class_slug, c.title as class_title, c.status as class_status,
         c.starts_at as class_starts_at, c.ends_at as class_ends_at, c.capacity as class_capacity,
         c.seats_taken as class_seats_taken, c.auto_accept as class_auto_accept,
         c.price_cents::int as class_price_cents, c.currency as class_currency,
         (select coalesce(json_agg(json_build_object('id', p.id, 'kind', p.kind, 'amount_cents', p.amount_cents,
                   'currency', p.currency, 'method', p.method, 'provider', p.provider, 'paid_on', p.paid_on,
                   'created_at', p.created_at) order by p.id), '[]'::json)
            from payment_ledger p where p.application_id = a.id) as receipts,
         i.id::int as instructor_id, i.name as instructor_name, i.slug as instructor_slug,
         v.id::int as venue_id, v.name as venue_name, v.owner_id::int as venue_owner_id,
         vl.time_zone as venue_time_zone, v.address as venue_address,
         (select coalesce(json_agg(json_build_object('starts_at', x.starts_at, 'ends_at', x.ends_at) order by x.starts_at, x.id), '[]'::json)
            from class_sessions x where x.class_id = c.id) as class_sessions,
         (select count(*)::int from session_attendance x where x.application_id = a.id and x.status = 'attended') as attended_count,
         (select count(*)::int from class_sessions x where x.class_id = c.id and x.ends_at < now()) as ended_sessions,
         exists (select 1 from session_attendance sa where sa.application_id = a.id and sa.status = 'attended') as attended,
         exists (select 1 from reviews rv where rv.class_id = a.class_id and rv.student_id = a.student_id) as reviewed,
         (select rv.published_at from reviews rv where rv.class_id = a.class_id and rv.student_id = a.student_id) as review_published_at,
         (select f.text from student_feedback f where f.class_id = a.class_id and f.student_id = a.student_id) as feedback_text
  from applications a
  join classes c on c.id = a.class_id
  join users i on i.id = c.instructor_id
  join users s on s.id = a.student_id
  left join venues v on v.id = c.venue_id
  left join locations vl on vl.id = v.location_id
  left join users d on d.id = a.decided_by
  left join (
    select id, row_number() over (partition by class_id order by queued_at, id)::int as position,
           count(*) over (partition by class_id)::int as size
    from applications where status = 'waitlisted'
  ) w on w.id = a.id`;

/** Queue order: promoted (head of the queue) first, then arrival. */
const queueOrder = sql`(a.promoted_at is null), a.queued_at, a.id`;

export const applicationsReadRepository = {
  async byId(db: Db, id: number): Promise<ApplicationListRow | null> {
    return rowsOf<ApplicationListRow>(await db.execute(sql`${base} where a.id = ${id}`))[0] ?? null;
  },

  async forStudent(db: Db, studentId: number, statuses?: string[], classId?: number): Promise<ApplicationListRow[]> {
    const filter = statuses?.length
      ? sql` and a.status in (${sql.join(
          statuses.map((s) => sql`${s}`),
          sql`, `,
        )})`
      : sql``;
    const forClass = classId ? sql` and a.class_id = ${classId}` : sql``;
    return rowsOf(
      await db.execute(
        sql`${base} where a.student_id = ${studentId}${filter}${forClass} order by c.starts_at asc nulls last, a.id desc`,
      ),
    );
  },

  /** The manage queue: one page (offset cursor) plus the total. */
  async forManager(
    db: Db,
    opts: { scope: ManagedClasses; classId?: number; status?: string; offset: number; limit: number },
  ): Promise<{ rows: ApplicationListRow[]; total: number }> {
    const parts: SQL[] = [managedClassesWhere(opts.scope)];
    if (opts.classId) parts.push(sql`a.class_id = ${opts.classId}`);
    if (opts.status) parts.push(sql`a.status = ${opts.status}`);
    const where = sql.join(parts, sql` and `);
    const rows = rowsOf<ApplicationListRow>(
      await db.execute(
        sql`${base} where ${where} order by ${queueOrder} limit ${rowsToRead(opts.limit)} offset ${opts.offset}`,
      ),
    );
    const [count] = rowsOf<{ n: number }>(
      await db.execute(sql`
        select count(*)::int as n from applications a join classes c on c.id = a.class_id
        left join venues v on v.id = c.venue_id where ${where}`),
    );
    return { rows, total: Number(count?.n ?? 0) };
  },

  /** Accepted students of the classes the user manages (optionally one class), by class then name. */
  /** Accepted students, by class then name; `page` (with a class) takes one slice of them. */
  async rosters(
    db: Db,
    opts: { scope: ManagedClasses; classId?: number; page?: { offset: number; limit: number } },
  ): Promise<ApplicationListRow[]> {
    const cls = opts.classId ? sql` and a.class_id = ${opts.classId}` : sql``;
    const page = opts.page ? sql` limit ${opts.page.limit} offset ${opts.page.offset}` : sql``;
    return rowsOf(
      await db.execute(
        sql`${base} where a.status = 'accepted' and ${managedClassesWhere(opts.scope)}${cls}
            order by c.starts_at asc nulls last, c.id, lower(s.name), a.id${page}`,
      ),
    );
  },

  /** How many accepted students the class has (within the managed scope). */
  async rosterSize(db: Db, opts: { scope: ManagedClasses; classId: number }): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from applications a join classes c on c.id = a.class_id
            left join venues v on v.id = c.venue_id
            where a.status = 'accepted' and a.class_id = ${opts.classId} and ${managedClassesWhere(opts.scope)}`,
      ),
    );
    return row?.n ?? 0;
  },
};
