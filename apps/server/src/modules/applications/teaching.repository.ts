import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import type { ManagedClasses } from "./applications.policy.ts";
import { managedClassesWhere } from "./managed-classes.repository.ts";

type Ts = string | Date;

/** The class columns both the teaching overview and the application reads select. */
export interface ClassColumns {
  class_id: number;
  class_slug: string;
  class_title: string;
  class_status: string;
  class_starts_at: Ts | null;
  class_ends_at: Ts | null;
  class_capacity: number;
  class_seats_taken: number;
  class_auto_accept: boolean;
  instructor_id: number;
  instructor_name: string;
  instructor_slug: string;
  venue_id: number | null;
  venue_name: string | null;
  /** The forge's IANA time zone (its place's): class times are shown in it. */
  venue_time_zone: string | null;
}

/** A class the user teaches or hosts, with its queue counts and next session. */
export interface TeachingClassRow extends ClassColumns {
  pending_count: number;
  waitlisted_count: number;
  /** The session under way or next (check-in opens 2 hours before it). */
  next_session_id: number | null;
  next_starts_at: Ts | null;
  next_ends_at: Ts | null;
}

/** A session of a managed class with its attendance (rosters). */
export interface SessionAttendanceRow {
  session_id: number;
  class_id: number;
  starts_at: Ts;
  ends_at: Ts;
  attended: number;
  no_show: number;
}

/** A managed class with its application counts (`rosterClasses`). */
export interface RosterClassRow {
  class_id: number;
  class_slug: string;
  class_title: string;
  class_status: string;
  class_starts_at: Ts | null;
  class_ends_at: Ts | null;
  class_capacity: number;
  class_seats_taken: number;
  accepted_count: number;
  pending_count: number;
  waitlisted_count: number;
}

interface ClassScope {
  scope: ManagedClasses;
  classId?: number;
  upcomingOnly?: boolean;
  now: Date;
}

function classFilters(opts: ClassScope): SQL[] {
  const parts: SQL[] = [managedClassesWhere(opts.scope)];
  if (opts.classId) parts.push(sql`c.id = ${opts.classId}`);
  if (opts.upcomingOnly) {
    parts.push(sql`c.status in ('draft', 'published')`);
    parts.push(sql`(c.ends_at is null or c.ends_at > ${opts.now.toISOString()}::timestamptz)`);
  } else {
    parts.push(sql`c.status <> 'draft'`);
  }
  return parts;
}

/** Reads for rosters and the teaching side of the dashboard. */
export const teachingRepository = {
  /**
   * Classes the user manages (`managedClassesWhere`). `upcomingOnly`: drafts and published
   * classes that have not ended; otherwise every class but drafts.
   */
  async classes(db: Db, opts: ClassScope & { page?: { offset: number; limit: number } }): Promise<TeachingClassRow[]> {
    const parts = classFilters(opts);
    const page = opts.page ? sql`limit ${opts.page.limit} offset ${opts.page.offset}` : sql`limit 200`;
    return rowsOf(
      await db.execute(sql`
        select c.id::int as class_id, c.slug as class_slug, c.title as class_title, c.status as class_status,
               c.starts_at as class_starts_at, c.ends_at as class_ends_at, c.capacity as class_capacity,
               c.seats_taken as class_seats_taken, c.auto_accept as class_auto_accept,
               i.id::int as instructor_id, i.name as instructor_name, i.slug as instructor_slug,
               v.id::int as venue_id, v.name as venue_name, vl.time_zone as venue_time_zone,
               (select count(*)::int from applications a where a.class_id = c.id and a.status = 'pending') as pending_count,
               (select count(*)::int from applications a where a.class_id = c.id and a.status = 'waitlisted') as waitlisted_count,
               ns.id as next_session_id, ns.starts_at as next_starts_at, ns.ends_at as next_ends_at
        from classes c
        join users i on i.id = c.instructor_id
        left join venues v on v.id = c.venue_id
        left join locations vl on vl.id = v.location_id
        left join lateral (
          select s.id, s.starts_at, s.ends_at from class_sessions s
          where s.class_id = c.id and s.ends_at > ${opts.now.toISOString()}::timestamptz
          order by s.starts_at limit 1
        ) ns on true
        where ${sql.join(parts, sql` and `)}
        order by c.starts_at asc nulls last, c.id
        ${page}`),
    );
  },

  /**
   * The classes `classes` lists (every status but drafts, at most 200) with their accepted, pending
   * and waitlisted counts, in one query: the rosters' and queue's class picker.
   */
  async rosterClasses(db: Db, opts: { scope: ManagedClasses; now: Date }): Promise<RosterClassRow[]> {
    return rowsOf(
      await db.execute(sql`
        select c.id::int as class_id, c.slug as class_slug, c.title as class_title, c.status as class_status,
               c.starts_at as class_starts_at, c.ends_at as class_ends_at, c.capacity as class_capacity,
               c.seats_taken as class_seats_taken,
               count(a.id) filter (where a.status = 'accepted')::int as accepted_count,
               count(a.id) filter (where a.status = 'pending')::int as pending_count,
               count(a.id) filter (where a.status = 'waitlisted')::int as waitlisted_count
        from classes c
        left join venues v on v.id = c.venue_id
        left join applications a on a.class_id = c.id and a.status in ('accepted', 'pending', 'waitlisted')
        where ${sql.join(classFilters(opts), sql` and `)}
        group by c.id
        order by c.starts_at asc nulls last, c.id
        limit 200`),
    );
  },

  /** How many classes `classes` would list without a page. */
  async countClasses(db: Db, opts: ClassScope): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(
        sql`select count(*)::int as n from classes c left join venues v on v.id = c.venue_id where ${sql.join(classFilters(opts), sql` and `)}`,
      ),
    );
    return row?.n ?? 0;
  },

  /** How many class requests the user filed. */
  async classRequestsCount(db: Db, userId: number): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from class_requests where requester_id = ${userId}`),
    );
    return Number(row?.n ?? 0);
  },

  /**
   * Each session of these classes with its attendance (issue 40 point 4): accepted seats checked in
   * or marked attended, and, once it has ended, the seats nobody checked in or marked no-show.
   */
  async sessionAttendance(db: Db, classIds: number[], now: Date): Promise<SessionAttendanceRow[]> {
    if (classIds.length === 0) return [];
    return rowsOf<SessionAttendanceRow>(
      await db.execute(sql`
        select s.id::int as session_id, s.class_id::int as class_id, s.starts_at, s.ends_at,
               count(a.id) filter (where sa.status = 'attended')::int as attended,
               count(a.id) filter (where s.ends_at < ${now.toISOString()}::timestamptz and coalesce(sa.status, 'no_show') = 'no_show')::int as no_show
        from class_sessions s
        left join applications a on a.class_id = s.class_id and a.status = 'accepted'
        left join session_attendance sa on sa.application_id = a.id and sa.session_starts_at = s.starts_at
        where s.class_id in (${sql.join(
          classIds.map((id) => sql`${id}`),
          sql`, `,
        )})
        group by s.id, s.class_id, s.starts_at, s.ends_at
        order by s.class_id, s.starts_at, s.id`),
    );
  },
};
