import { type ReminderKind, reminderSchedule } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** One reminder to send: who, for which session (at which start), of which kind. */
export interface DueReminder {
  kind: ReminderKind;
  sessionId: number;
  /** ISO instant of the session's start when it was found due (part of the key). */
  startsAt: string;
  userId: number;
}

/** What a reminder says, read in the sending transaction (so it is true at send time). */
export interface ReminderContext {
  classId: number;
  classSlug: string;
  classTitle: string;
  bring: string[];
  safety: string[];
  sessionId: number;
  sessionIndex: number;
  sessionCount: number;
  /** The class's calendar SEQUENCE (the .ics must not be older than what a feed showed). */
  calendarSequence: number;
  startsAt: Date;
  endsAt: Date;
  forgeName: string | null;
  forgeAddress: string | null;
  lat: number | null;
  lng: number | null;
  timeZone: string | null;
  /** The student's accepted application (student reminders), else null. */
  applicationId: number | null;
  /** Accepted students (teaching reminders). */
  rosterCount: number;
  /** Unread messages from this class's accepted students to the instructor (teaching reminders). */
  unreadFromStudents: number;
}

const iso = (d: Date) => d.toISOString();
const studentKinds = ["session_reminder_48h", "session_reminder_3h"] as const;

/** Turned off on /settings/notifications: no reminder of that kind. */
const turnedOff = (kind: string) => sql`exists (
  select 1 from notification_preferences p
  where p.user_id = u.id and p.type = ${kind} and p.email = false)`;

const notSent = (kind: string, userCol: ReturnType<typeof sql>) => sql`not exists (
  select 1 from reminders_sent r
  where r.kind = ${kind} and r.session_id = s.id and r.session_starts_at = s.starts_at and r.user_id = ${userCol})`;

const dueWindow = (kind: ReminderKind, now: Date) => {
  const { leadHours, untilHours } = reminderSchedule[kind];
  const from = new Date(now.getTime() + untilHours * 3_600_000);
  const to = new Date(now.getTime() + leadHours * 3_600_000);
  return sql`s.starts_at > ${iso(from)}::timestamptz and s.starts_at <= ${iso(to)}::timestamptz`;
};

export const remindersRepository = {
  /**
   * Every reminder due at `now` and not sent yet: accepted seats (students) and taught sessions
   * (instructors) of published classes, without the people who turned the kind off.
   */
  async due(db: Db, now: Date, limit = 500): Promise<DueReminder[]> {
    const found: DueReminder[] = [];
    for (const kind of studentKinds) {
      const rows = rowsOf<{ session_id: string | number; starts_at: string | Date; user_id: string | number }>(
        await db.execute(sql`
          select s.id as session_id, s.starts_at, u.id as user_id
          from class_sessions s
          join classes c on c.id = s.class_id and c.status = 'published'
          join applications a on a.class_id = c.id and a.status = 'accepted'
          join users u on u.id = a.student_id and u.suspended_at is null
          where ${dueWindow(kind, now)} and ${notSent(kind, sql`u.id`)} and not ${turnedOff(kind)}
          order by s.starts_at, s.id, u.id
          limit ${limit}`),
      );
      for (const r of rows) found.push(toDue(kind, r));
    }
    const kind = "teaching_reminder_24h" as const;
    const rows = rowsOf<{ session_id: string | number; starts_at: string | Date; user_id: string | number }>(
      await db.execute(sql`
        select s.id as session_id, s.starts_at, u.id as user_id
        from class_sessions s
        join classes c on c.id = s.class_id and c.status = 'published'
        join users u on u.id = c.instructor_id and u.suspended_at is null
        where ${dueWindow(kind, now)} and ${notSent(kind, sql`u.id`)} and not ${turnedOff(kind)}
        order by s.starts_at, s.id
        limit ${limit}`),
    );
    for (const r of rows) found.push(toDue(kind, r));
    return found;
  },

  /**
   * The reminder's content if it is still due at `now` (the seat still accepted or the person
   * still teaching, the class published, the session still at that start and not begun, the
   * kind not turned off), else null. Read inside the sending transaction.
   */
  async context(db: Db, due: DueReminder, now: Date): Promise<ReminderContext | null> {
    const student = due.kind !== "teaching_reminder_24h";
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`
        select c.id as class_id, c.slug, c.title, c.bring, c.safety_requirements, c.calendar_sequence,
          s.id as session_id, s.starts_at, s.ends_at,
          (select count(*) from class_sessions x where x.class_id = c.id and x.starts_at <= s.starts_at) as session_index,
          (select count(*) from class_sessions x where x.class_id = c.id) as session_count,
          v.name as forge_name, v.address as forge_address, v.lat, v.lng, l.time_zone,
          ${student ? sql`a.id` : sql`null::bigint`} as application_id,
          (select count(*) from applications r where r.class_id = c.id and r.status = 'accepted') as roster_count,
          ${
            student
              ? sql`0`
              : sql`(select count(*) from messages m
                  join conversation_members cm on cm.conversation_id = m.conversation_id and cm.user_id = ${due.userId}
                  join applications r on r.class_id = c.id and r.status = 'accepted' and r.student_id = m.sender_id
                  where m.sender_id <> ${due.userId} and (cm.last_read_at is null or m.created_at > cm.last_read_at))`
          } as unread_from_students
        from class_sessions s
        join classes c on c.id = s.class_id and c.status = 'published'
        join users u on u.id = ${due.userId} and u.suspended_at is null
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        ${
          student
            ? sql`join applications a on a.class_id = c.id and a.student_id = u.id and a.status = 'accepted'`
            : sql``
        }
        where s.id = ${due.sessionId}
          and s.starts_at = ${due.startsAt}::timestamptz
          and s.starts_at > ${iso(now)}::timestamptz
          and ${student ? sql`true` : sql`c.instructor_id = u.id`}
          and not ${turnedOff(due.kind)}`),
    );
    const r = rows[0];
    if (!r) return null;
    const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));
    return {
      classId: Number(r.class_id),
      classSlug: String(r.slug),
      classTitle: String(r.title),
      bring: (r.bring as string[] | null) ?? [],
      safety: (r.safety_requirements as string[] | null) ?? [],
      sessionId: Number(r.session_id),
      sessionIndex: Number(r.session_index),
      sessionCount: Number(r.session_count),
      calendarSequence: Number(r.calendar_sequence ?? 0),
      startsAt: new Date(r.starts_at as string),
      endsAt: new Date(r.ends_at as string),
      forgeName: (r.forge_name as string | null) ?? null,
      forgeAddress: (r.forge_address as string | null) ?? null,
      lat: num(r.lat),
      lng: num(r.lng),
      timeZone: (r.time_zone as string | null) ?? null,
      applicationId: num(r.application_id),
      rosterCount: Number(r.roster_count),
      unreadFromStudents: Number(r.unread_from_students),
    };
  },

  /** Claims the reminder's key; false when it was already sent (by this or another instance). */
  async claim(db: Db, due: DueReminder): Promise<boolean> {
    const rows = rowsOf<{ kind: string }>(
      await db.execute(sql`
        insert into reminders_sent (kind, session_id, session_starts_at, user_id)
        values (${due.kind}, ${due.sessionId}, ${due.startsAt}::timestamptz, ${due.userId})
        on conflict do nothing
        returning kind`),
    );
    return rows.length > 0;
  },

  /** The recipient's name and language (their account's; null: English). */
  async recipient(db: Db, userId: number): Promise<{ name: string; language: string | null }> {
    const rows = rowsOf<{ name: string; language: string | null }>(
      await db.execute(sql`select name, language from users where id = ${userId}`),
    );
    return { name: rows[0]?.name ?? "", language: rows[0]?.language ?? null };
  },

  /** Housekeeping: rows of sessions long past (their keys can never be due again). */
  async purge(db: Db, now: Date): Promise<number> {
    const before = new Date(now.getTime() - 30 * 24 * 3_600_000);
    const rows = rowsOf<{ kind: string }>(
      await db.execute(
        sql`delete from reminders_sent where session_starts_at < ${iso(before)}::timestamptz returning kind`,
      ),
    );
    return rows.length;
  },
};

function toDue(
  kind: ReminderKind,
  r: { session_id: string | number; starts_at: string | Date; user_id: string | number },
): DueReminder {
  return {
    kind,
    sessionId: Number(r.session_id),
    startsAt: new Date(r.starts_at).toISOString(),
    userId: Number(r.user_id),
  };
}
