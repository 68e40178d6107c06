import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { namedStatement } from "../../db/named-statement.ts";
import { rowsOf } from "../../db/rows.ts";
import type { ManagedClasses } from "../../platform/managed-classes.ts";
import {
  type ManagedClassesParams,
  managedClassesParams,
  managedClassesPlaceholders,
} from "../../platform/managed-classes-queries.ts";

/** A ticket as its page shows it: the seat, its class, forge and sessions. */
export interface TicketRow {
  applicationId: number;
  code: string;
  status: string;
  studentName: string;
  classId: number;
  classSlug: string;
  classTitle: string;
  classStatus: string;
  classEndsAt: Date | null;
  forgeName: string | null;
  forgeAddress: string | null;
  timeZone: string | null;
  sessions: Array<{ starts_at: string; ends_at: string }>;
}

/** A session as the check-in screen needs it, with its class and who manages it. */
export interface CheckInSessionRow {
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  index: number;
  count: number;
  classId: number;
  classSlug: string;
  classTitle: string;
  classStatus: string;
  instructorId: number;
  venueOwnerId: number | null;
  forgeName: string | null;
  timeZone: string | null;
}

/** The seat a scan or a roster tap names. */
export interface SeatRow {
  applicationId: number;
  classId: number;
  classTitle: string;
  status: string;
  studentId: number;
  studentName: string;
  studentAvatar: string | null;
  /** Its attendance at the session asked about, if any. */
  attendance: AttendanceRow | null;
}

export interface AttendanceRow {
  status: "attended" | "no_show";
  checkedInAt: Date | null;
  checkedInBy: string | null;
  scanId: string | null;
}

export interface RosterRow {
  applicationId: number;
  ticketCode: string;
  studentId: number;
  name: string;
  avatar: string | null;
  attendance: "attended" | "no_show" | null;
  checkedInAt: Date | null;
  checkedInBy: string | null;
  noShows: number;
  /** The instructor's private feedback to this student about this class is in. */
  feedbackSent: boolean;
}

const date = (v: unknown) => (v == null ? null : new Date(v as string));

type SeatKey = { code: string } | { applicationId: number };

const sessionColumns = sql`s.id, s.starts_at, s.ends_at,
  (select count(*) from class_sessions x where x.class_id = c.id and (x.starts_at, x.id) <= (s.starts_at, s.id)) as idx,
  (select count(*) from class_sessions x where x.class_id = c.id) as cnt,
  c.id as class_id, c.slug, c.title, c.status as class_status, c.instructor_id,
  v.owner_id as venue_owner_id, v.name as forge_name, l.time_zone`;
const sessionFrom = sql`from class_sessions s
  join classes c on c.id = s.class_id
  left join venues v on v.id = c.venue_id
  left join locations l on l.id = v.location_id`;

function sessionOf(r: Record<string, unknown>): CheckInSessionRow {
  return {
    sessionId: Number(r.id),
    startsAt: new Date(r.starts_at as string),
    endsAt: new Date(r.ends_at as string),
    index: Number(r.idx),
    count: Number(r.cnt),
    classId: Number(r.class_id),
    classSlug: String(r.slug),
    classTitle: String(r.title),
    classStatus: String(r.class_status),
    instructorId: Number(r.instructor_id),
    venueOwnerId: r.venue_owner_id == null ? null : Number(r.venue_owner_id),
    forgeName: (r.forge_name as string | null) ?? null,
    timeZone: (r.time_zone as string | null) ?? null,
  };
}

/** A seat's columns, named apart from a session's (they are read together by `scan`). */
const seatColumns = sql`a.id as seat_id, a.class_id as seat_class_id, sc.title as seat_class_title, a.status as seat_status,
  u.id as student_id, u.name as student_name, u.avatar_path as student_avatar,
  sa.status as attendance, sa.checked_in_at, cu.name as checked_in_by, sa.scan_id`;
const seatFrom = (startsAt: ReturnType<typeof sql>) => sql`from applications a
  join users u on u.id = a.student_id join classes sc on sc.id = a.class_id
  left join session_attendance sa on sa.application_id = a.id and sa.session_starts_at = ${startsAt}
  left join users cu on cu.id = sa.checked_in_by`;
const seatWhere = (by: SeatKey) => ("code" in by ? sql`a.ticket_code = ${by.code}` : sql`a.id = ${by.applicationId}`);

function seatOf(r: Record<string, unknown>): SeatRow {
  return {
    applicationId: Number(r.seat_id),
    classId: Number(r.seat_class_id),
    classTitle: String(r.seat_class_title),
    status: String(r.seat_status),
    studentId: Number(r.student_id),
    studentName: String(r.student_name),
    studentAvatar: (r.student_avatar as string | null) ?? null,
    attendance: r.attendance
      ? {
          status: r.attendance as AttendanceRow["status"],
          checkedInAt: date(r.checked_in_at),
          checkedInBy: (r.checked_in_by as string | null) ?? null,
          scanId: (r.scan_id as string | null) ?? null,
        }
      : null,
  };
}

/** What a scan reads of its session: whose class it is, its times and zone (no more: a burst reads it 200 times). */
export type ScanSessionRow = Pick<
  CheckInSessionRow,
  "sessionId" | "startsAt" | "endsAt" | "classId" | "classStatus" | "instructorId" | "venueOwnerId" | "timeZone"
>;

type ScanValues = ManagedClassesParams & {
  sessionId: number;
  seat: string | number;
  at: string;
  now: string;
  userId: number;
  scanId: string;
  opensMs: number;
  countsMs: number;
};

const p = (name: keyof ScanValues) => sql.placeholder(name);

/** `scan`'s statement, the seat named by its ticket code or its application id. */
const scanStatement = (seatWhere: SQL) =>
  namedStatement<ScanValues>(() => {
    const at = sql`${p("at")}::timestamptz`;
    const now = sql`${p("now")}::timestamptz`;
    return sql`
      with sess as (
        select s.id, s.starts_at, s.ends_at, c.id as class_id, c.status as class_status, c.instructor_id,
          v.owner_id as venue_owner_id, l.time_zone, ${managedClassesPlaceholders()} as managed
        ${sessionFrom} where s.id = ${p("sessionId")}
      ),
      seat as (
        select ${seatColumns} ${seatFrom(sql`(select starts_at from sess)`)} where ${seatWhere}
      ),
      admitted as (
        insert into session_attendance (application_id, class_id, session_starts_at, status, checked_in_at, checked_in_by, scan_id, updated_by)
        select seat.seat_id, sess.class_id, sess.starts_at, 'attended', ${at}, ${p("userId")}, ${p("scanId")}, ${p("userId")}
        from sess join seat on seat.seat_class_id = sess.class_id
        where sess.managed and sess.class_status <> 'draft' and seat.seat_status = 'accepted'
          and ${at} >= sess.starts_at - ${p("opensMs")} * interval '1 millisecond' and ${at} <= sess.ends_at
          and ${now} <= sess.ends_at + ${p("countsMs")} * interval '1 millisecond'
        on conflict (application_id, session_starts_at) do update
          set status = 'attended', checked_in_at = excluded.checked_in_at, checked_in_by = excluded.checked_in_by,
              scan_id = excluded.scan_id, updated_by = excluded.updated_by, updated_at = now()
          where session_attendance.checked_in_at is null
        returning checked_in_at, checked_in_by, scan_id
      )
      select sess.*, seat.*, admitted.checked_in_at as admitted_at, admitted.scan_id as admitted_scan_id,
        (select name from users where id = admitted.checked_in_by) as admitted_by
      from sess left join seat on true left join admitted on true`;
  });
const scanByCode = scanStatement(sql`a.ticket_code = ${p("seat")}`);
const scanById = scanStatement(sql`a.id = ${p("seat")}::bigint`);

export const checkInRepository = {
  async ticket(db: Db, code: string): Promise<TicketRow | undefined> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select a.id as application_id, a.ticket_code, a.status, s.name as student_name,
               c.id as class_id, c.slug, c.title, c.status as class_status, c.ends_at,
               v.name as forge_name, v.address as forge_address, l.time_zone,
               (select coalesce(json_agg(json_build_object('starts_at', x.starts_at, 'ends_at', x.ends_at) order by x.starts_at, x.id), '[]'::json)
                  from class_sessions x where x.class_id = c.id) as sessions
        from applications a
        join users s on s.id = a.student_id
        join classes c on c.id = a.class_id
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        where a.ticket_code = ${code}`),
    );
    const r = rows[0];
    if (!r) return undefined;
    return {
      applicationId: Number(r.application_id),
      code: String(r.ticket_code),
      status: String(r.status),
      studentName: String(r.student_name),
      classId: Number(r.class_id),
      classSlug: String(r.slug),
      classTitle: String(r.title),
      classStatus: String(r.class_status),
      classEndsAt: date(r.ends_at),
      forgeName: (r.forge_name as string | null) ?? null,
      forgeAddress: (r.forge_address as string | null) ?? null,
      timeZone: (r.time_zone as string | null) ?? null,
      sessions: (r.sessions as TicketRow["sessions"]) ?? [],
    };
  },

  async session(db: Db, sessionId: number): Promise<CheckInSessionRow | undefined> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select ${sessionColumns} ${sessionFrom} where s.id = ${sessionId}`),
    );
    return rows[0] ? sessionOf(rows[0]) : undefined;
  },

  /**
   * The seat a ticket code or an application id names (any class: the service says whose), with
   * its attendance at the session starting `startsAt` (who checked it in, with which scan).
   */
  async seat(db: Db, by: SeatKey, startsAt: Date): Promise<SeatRow | undefined> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select ${seatColumns} ${seatFrom(sql`${startsAt.toISOString()}::timestamptz`)}
        where ${seatWhere(by)}`),
    );
    return rows[0] ? seatOf(rows[0]) : undefined;
  },

  /**
   * A scan at the door in one statement (a burst of scans; bench `checkin`): the session, the seat
   * as it was before, and the admission, made only when every rule of an admission holds: the user
   * manages the session's class (`managedClassesPlaceholders`), the class is not a draft, the seat is
   * an accepted seat of that class, `at` is within the open phase (`phaseOf`) and `now` within the
   * days a scan may still count. The service reads the same rules in the returned rows to say why a
   * scan that admitted nobody was refused; `admitted` is null then, and for the loser of two scans
   * at once. Prepared once (a statement by ticket code, one by application id).
   */
  async scan(
    db: Db,
    sessionId: number,
    by: SeatKey,
    a: {
      scope: ManagedClasses;
      at: Date;
      now: Date;
      userId: number;
      scanId: string;
      opensMs: number;
      countsMs: number;
    },
  ): Promise<{ session: ScanSessionRow; seat: SeatRow | undefined; admitted: AttendanceRow | null } | undefined> {
    const values: ScanValues = {
      sessionId,
      seat: "code" in by ? by.code : by.applicationId,
      at: a.at.toISOString(),
      now: a.now.toISOString(),
      userId: a.userId,
      scanId: a.scanId,
      opensMs: a.opensMs,
      countsMs: a.countsMs,
      ...managedClassesParams(a.scope),
    };
    const rows = rowsOf<Record<string, unknown>>(await ("code" in by ? scanByCode : scanById)(db, values));
    const r = rows[0];
    if (!r) return undefined;
    return {
      session: {
        sessionId: Number(r.id),
        startsAt: new Date(r.starts_at as string),
        endsAt: new Date(r.ends_at as string),
        classId: Number(r.class_id),
        classStatus: String(r.class_status),
        instructorId: Number(r.instructor_id),
        venueOwnerId: r.venue_owner_id == null ? null : Number(r.venue_owner_id),
        timeZone: (r.time_zone as string | null) ?? null,
      },
      seat: r.seat_id == null ? undefined : seatOf(r),
      admitted:
        r.admitted_at == null
          ? null
          : {
              status: "attended",
              checkedInAt: date(r.admitted_at),
              checkedInBy: (r.admitted_by as string | null) ?? null,
              scanId: (r.admitted_scan_id as string | null) ?? null,
            },
    };
  },

  async attendance(db: Db, applicationId: number, startsAt: Date): Promise<AttendanceRow | undefined> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select a.status, a.checked_in_at, u.name as checked_in_by, a.scan_id
        from session_attendance a left join users u on u.id = a.checked_in_by
        where a.application_id = ${applicationId} and a.session_starts_at = ${startsAt.toISOString()}::timestamptz`),
    );
    const r = rows[0];
    if (!r) return undefined;
    return {
      status: r.status as AttendanceRow["status"],
      checkedInAt: date(r.checked_in_at),
      checkedInBy: (r.checked_in_by as string | null) ?? null,
      scanId: (r.scan_id as string | null) ?? null,
    };
  },

  /** The instructor's correction after the session (kept with who made it). */
  async setAttendance(
    db: Db,
    a: { applicationId: number; classId: number; startsAt: Date; status: "attended" | "no_show"; by: number },
  ): Promise<void> {
    await db.execute(sql`
      insert into session_attendance (application_id, class_id, session_starts_at, status, updated_by)
      values (${a.applicationId}, ${a.classId}, ${a.startsAt.toISOString()}::timestamptz, ${a.status}, ${a.by})
      on conflict (application_id, session_starts_at) do update
        set status = excluded.status, updated_by = excluded.updated_by, updated_at = now()`);
  },

  /**
   * The accepted students of a class with their attendance at one session, and each one's
   * no-shows in the classes of this instructor (a session that ended without a check-in or with
   * a no-show mark counts; `now` decides what has ended).
   */
  async roster(db: Db, classId: number, startsAt: Date, instructorId: number, now: Date): Promise<RosterRow[]> {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select a.id as application_id, a.ticket_code, u.id as student_id, u.name, u.avatar_path,
               sa.status as attendance, sa.checked_in_at, cu.name as checked_in_by,
               (select count(*) from applications a2
                  join classes c2 on c2.id = a2.class_id and c2.instructor_id = ${instructorId}
                  join class_sessions s2 on s2.class_id = c2.id and s2.ends_at < ${now.toISOString()}::timestamptz
                  left join session_attendance x on x.application_id = a2.id and x.session_starts_at = s2.starts_at
                  where a2.student_id = u.id and a2.status = 'accepted' and coalesce(x.status, 'no_show') = 'no_show') as no_shows,
               exists (select 1 from student_feedback f where f.class_id = a.class_id and f.student_id = u.id) as feedback_sent
        from applications a
        join users u on u.id = a.student_id
        left join session_attendance sa on sa.application_id = a.id and sa.session_starts_at = ${startsAt.toISOString()}::timestamptz
        left join users cu on cu.id = sa.checked_in_by
        where a.class_id = ${classId} and a.status = 'accepted'
        order by lower(u.name), a.id`),
    );
    return rows.map((r) => ({
      applicationId: Number(r.application_id),
      ticketCode: String(r.ticket_code),
      studentId: Number(r.student_id),
      name: String(r.name),
      avatar: (r.avatar_path as string | null) ?? null,
      attendance: (r.attendance as RosterRow["attendance"]) ?? null,
      checkedInAt: date(r.checked_in_at),
      checkedInBy: (r.checked_in_by as string | null) ?? null,
      noShows: Number(r.no_shows),
      feedbackSent: r.feedback_sent === true,
    }));
  },
};
