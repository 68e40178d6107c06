import {
  type AttendanceStatus,
  attendanceEditableDays,
  type CheckInRequest,
  type CheckInResult,
  type CheckInSession,
  checkInOpensHoursBefore,
  type Ticket,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { momentValue } from "../../platform/i18n/server-i18n.ts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import { inManagedScope, managedClassesOf } from "./applications.policy.ts";
import { presentCheckInSession, presentTicket } from "./check-in.presenter.ts";
import {
  type AttendanceRow,
  type CheckInSessionRow,
  checkInRepository as repo,
  type ScanSessionRow,
  type SeatRow,
} from "./check-in.repository.ts";
import { phaseOf } from "./check-in-phase.ts";

const hour = 3_600_000;
const day = 24 * hour;

const invalidTicket = () =>
  errors.notFound(
    /*i18n*/ {
      id: "error.ticket_invalid",
      message: "This is not a valid Guildforge ticket. Ask the student to open their ticket from their dashboard.",
    },
  );
const noSession = () => errors.notFound(/*i18n*/ { id: "error.session_not_found", message: "Session not found." });

/** A ticket's code from what the camera read: the whole ticket URL or the bare code. */
export function ticketCodeOf(scanned: string): string | null {
  const text = scanned.trim();
  const fromUrl = /\/tickets\/([A-Za-z0-9]{16,64})\/?(?:[?#].*)?$/.exec(text);
  const code = fromUrl ? fromUrl[1] : text;
  return code && /^[A-Za-z0-9]{16,64}$/.test(code) ? code : null;
}

/**
 * Tickets and check-in at the forge (issue 40 points 3-4). A ticket is an accepted seat's code; the
 * check-in screen belongs to the class's managers (`managedClassesOf`), anyone else gets a 404.
 * A scan is admitted once per seat and session; the same scan sent again (an offline queue synced
 * twice) gets the same answer; every refusal is a 409 that says why in words.
 */
export function createCheckInService(deps: { db: Db; now: () => Date }) {
  /** The session if this user manages its class; a 404 otherwise, as for a session that does not exist. */
  function mustManage<S extends ScanSessionRow>(user: AuthUser, s: S | undefined): S {
    if (!s || s.classStatus === "draft") throw noSession();
    if (!inManagedScope(managedClassesOf(user), { instructorId: s.instructorId, venueOwnerId: s.venueOwnerId }))
      throw noSession();
    return s;
  }

  async function managedSession(user: AuthUser, sessionId: number): Promise<CheckInSessionRow> {
    return mustManage(user, await repo.session(deps.db, sessionId));
  }

  const when = (at: Date, s: ScanSessionRow) => momentValue(at, s.timeZone);

  const admitted = (seat: SeatRow, row: AttendanceRow | null, replayed: boolean): CheckInResult => {
    return {
      status: "admitted",
      replayed,
      application_id: seat.applicationId,
      student: { id: seat.studentId, name: seat.studentName, avatar_url: optionalUploadUrl(seat.studentAvatar) },
      checked_in_at: (row?.checkedInAt ?? deps.now()).toISOString(),
      checked_in_by: row?.checkedInBy ? { name: row.checkedInBy } : null,
    };
  };

  return {
    async ticket(code: string): Promise<Ticket> {
      const row = await repo.ticket(deps.db, code);
      if (!row) throw invalidTicket();
      return presentTicket(row, deps.now());
    },

    async session(user: AuthUser, sessionId: number): Promise<CheckInSession> {
      const s = await managedSession(user, sessionId);
      const now = deps.now();
      const students = await repo.roster(deps.db, s.classId, s.startsAt, s.instructorId, now);
      return presentCheckInSession(s, students, now);
    },

    async checkIn(user: AuthUser, sessionId: number, body: CheckInRequest): Promise<CheckInResult> {
      const code = body.ticket !== undefined ? ticketCodeOf(body.ticket) : null;
      if (body.ticket !== undefined && !code) {
        await managedSession(user, sessionId);
        throw invalidTicket();
      }
      const key = code ? { code } : { applicationId: body.application_id as number };
      const now = deps.now();
      // A scan queued offline carries when it was made; it never counts as later than now.
      const at = body.scanned_at ? new Date(Math.min(Date.parse(body.scanned_at), now.getTime())) : now;
      // One statement reads the session and the seat and admits the seat when every rule below
      // holds (the repository's `scan` states them in SQL); the rules are read again here on what
      // it returned, to say why a scan that admitted nobody was refused.
      const read = await repo.scan(deps.db, sessionId, key, {
        scope: managedClassesOf(user),
        at,
        now,
        userId: user.id,
        scanId: body.scan_id,
        opensMs: checkInOpensHoursBefore * hour,
        countsMs: attendanceEditableDays * day,
      });
      // Whose session it is is checked before anything about the seat is used or said.
      const s = mustManage(user, read?.session);
      const seat: SeatRow | undefined = read?.seat;
      if (body.ticket !== undefined) {
        if (!seat) throw invalidTicket();
      } else {
        if (!seat || seat.classId !== s.classId)
          throw errors.notFound(
            /*i18n*/ { id: "error.not_on_roster", message: "This student is not on this class's roster." },
          );
      }
      if (read?.admitted) return admitted(seat, read.admitted, false);
      // The same scan again (a queue sent twice, a retry): the first answer, whatever happened since.
      const before = seat.attendance;
      if (before?.scanId === body.scan_id && before.checkedInAt) return admitted(seat, before, true);

      if (seat.classId !== s.classId)
        throw errors.conflict(
          /*i18n*/ {
            id: "error.ticket_other_class",
            message: 'This ticket is for another class: "{title}". It does not admit to this session.',
          },
          { title: seat.classTitle },
        );
      if (seat.status !== "accepted")
        throw errors.conflict(
          seat.status === "withdrawn"
            ? /*i18n*/ {
                id: "error.check_in_withdrew",
                message: "{name} withdrew from this class: the seat is no longer theirs.",
              }
            : /*i18n*/ {
                id: "error.check_in_no_seat",
                message:
                  "{name} does not hold a seat in this class (the application is {status, select, pending {pending} waitlisted {waitlisted} rejected {rejected} other {cancelled}}).",
              },
          { name: seat.studentName, status: seat.status },
        );
      const phase = phaseOf(s, at);
      if (phase === "before")
        throw errors.conflict(
          /*i18n*/ {
            id: "error.check_in_not_open",
            message: "Check-in opens {hours} hours before the session: {at}.",
          },
          {
            hours: checkInOpensHoursBefore,
            at: when(new Date(s.startsAt.getTime() - checkInOpensHoursBefore * hour), s),
          },
        );
      if (phase !== "open")
        throw errors.conflict(
          /*i18n*/ { id: "error.check_in_closed", message: "Check-in closed when the session ended: {at}." },
          { at: when(s.endsAt, s) },
        );
      if (now.getTime() > s.endsAt.getTime() + attendanceEditableDays * day)
        throw errors.conflict(
          /*i18n*/ {
            id: "error.scan_too_late",
            message: "This scan reached us too late to count; mark attendance on the roster instead.",
          },
        );

      const row = await repo.attendance(deps.db, seat.applicationId, s.startsAt);
      // Two requests of one scan at once: the one that lost the race answers like the other.
      if (row?.scanId === body.scan_id && row.checkedInAt) return admitted(seat, row, true);
      const by = row?.checkedInBy;
      const checkedAt = row?.checkedInAt;
      if (by && checkedAt)
        throw errors.conflict(
          /*i18n*/ { id: "error.checked_in_by_at", message: "{name} is already checked in by {by} at {at}." },
          { name: seat.studentName, by, at: when(checkedAt, s) },
        );
      if (by)
        throw errors.conflict(
          /*i18n*/ { id: "error.checked_in_by", message: "{name} is already checked in by {by}." },
          { name: seat.studentName, by },
        );
      if (checkedAt)
        throw errors.conflict(
          /*i18n*/ { id: "error.checked_in_at", message: "{name} is already checked in at {at}." },
          { name: seat.studentName, at: when(checkedAt, s) },
        );
      throw errors.conflict(
        /*i18n*/ { id: "error.checked_in", message: "{name} is already checked in." },
        { name: seat.studentName },
      );
    },

    /** After the session, for 7 days: attended or no-show, as the instructor saw it. */
    async setAttendance(user: AuthUser, sessionId: number, applicationId: number, status: AttendanceStatus) {
      const s = await managedSession(user, sessionId);
      const now = deps.now();
      const phase = phaseOf(s, now);
      if (phase === "before" || phase === "open")
        throw errors.conflict(
          /*i18n*/ {
            id: "error.attendance_after_session",
            message: "Attendance can be marked once the session has ended; until then, check students in.",
          },
        );
      if (phase === "closed")
        throw errors.conflict(
          /*i18n*/ {
            id: "error.attendance_too_late",
            message: "Attendance can be corrected for {days} days after the session.",
          },
          { days: attendanceEditableDays },
        );
      const seat = await repo.seat(deps.db, { applicationId }, s.startsAt);
      if (!seat || seat.classId !== s.classId || seat.status !== "accepted")
        throw errors.notFound(
          /*i18n*/ { id: "error.not_on_roster", message: "This student is not on this class's roster." },
        );
      await repo.setAttendance(deps.db, {
        applicationId,
        classId: s.classId,
        startsAt: s.startsAt,
        status,
        by: user.id,
      });
      return this.session(user, sessionId);
    },
  };
}
export type CheckInService = ReturnType<typeof createCheckInService>;
