import {
  attendanceEditableDays,
  type CheckInSession,
  checkInOpensHoursBefore,
  classUrl,
  type Ticket,
} from "@guildforge/contracts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { CheckInSessionRow, RosterRow, TicketRow } from "./check-in.repository.ts";
import { phaseOf } from "./check-in-phase.ts";

const hour = 3_600_000;
const day = 24 * hour;

export const ticketPath = (code: string) => `/tickets/${code}`;

/** A ticket page's data: valid while the seat is accepted in a class still to come. */
export function presentTicket(r: TicketRow, now: Date): Ticket {
  const state: Ticket["state"] =
    r.classStatus === "cancelled"
      ? "class_cancelled"
      : r.status !== "accepted"
        ? "not_accepted"
        : r.classEndsAt && r.classEndsAt.getTime() < now.getTime()
          ? "class_over"
          : "valid";
  return {
    code: r.code,
    path: ticketPath(r.code),
    state,
    student: { name: r.studentName },
    class: { id: r.classId, title: r.classTitle, url: classUrl(r.classId, r.classSlug) },
    forge: r.forgeName ? { name: r.forgeName, address: r.forgeAddress ?? "" } : null,
    time_zone: r.timeZone,
    sessions: r.sessions.map((s) => ({
      starts_at: new Date(s.starts_at).toISOString(),
      ends_at: new Date(s.ends_at).toISOString(),
    })),
  };
}

export function presentCheckInSession(s: CheckInSessionRow, students: RosterRow[], now: Date): CheckInSession {
  const phase = phaseOf(s, now);
  const ended = phase === "ended" || phase === "closed";
  const shown = students.map((r) => ({
    id: r.studentId,
    name: r.name,
    avatar_url: optionalUploadUrl(r.avatar),
    application_id: r.applicationId,
    ticket_code: r.ticketCode,
    // After the session, a student nobody checked in or marked counts as a no-show.
    attendance: r.attendance ?? (ended ? ("no_show" as const) : null),
    checked_in_at: r.checkedInAt ? r.checkedInAt.toISOString() : null,
    checked_in_by: r.checkedInBy ? { name: r.checkedInBy } : null,
    no_shows: r.noShows,
    feedback_sent: r.feedbackSent,
  }));
  return {
    session: {
      id: s.sessionId,
      index: s.index,
      count: s.count,
      starts_at: s.startsAt.toISOString(),
      ends_at: s.endsAt.toISOString(),
      time_zone: s.timeZone,
      opens_at: new Date(s.startsAt.getTime() - checkInOpensHoursBefore * hour).toISOString(),
      phase,
      editable_until: new Date(s.endsAt.getTime() + attendanceEditableDays * day).toISOString(),
    },
    class: { id: s.classId, title: s.classTitle, url: classUrl(s.classId, s.classSlug) },
    forge: s.forgeName ? { name: s.forgeName } : null,
    students: shown,
    counts: {
      accepted: shown.length,
      checked_in: shown.filter((x) => x.attendance === "attended").length,
      no_show: shown.filter((x) => x.attendance === "no_show").length,
    },
  };
}
