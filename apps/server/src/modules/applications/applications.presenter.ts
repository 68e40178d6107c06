import {
  type ApplicationClassSummary,
  type ApplicationCreated,
  type ApplicationStatus,
  classUrl,
  type Dashboard,
  type ExperienceLevel,
  effectiveClassStatus,
  type ManageApplication,
  type MyApplication,
  type Roster,
  type RosterClass,
  type RosterStudent,
  reviewWindowDays,
  type TeachingClass,
} from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { googleCalendarUrl, outlookCalendarUrl } from "../../platform/calendar/add-links.ts";
import type { ListPage } from "../../platform/pagination.ts";
import type { PaymentsPort } from "../../platform/payments/payments-port.ts";
import { presentSeatPayment } from "../../platform/payments/seat-payment.ts";
import { applicationsPolicy, inManagedScope, managedClassesOf } from "./applications.policy.ts";
import type { ApplicationRow } from "./applications.repository.ts";
import type { ApplicationListRow } from "./applications-read.repository.ts";
import type { WaitlistPlace } from "./apply-once.ts";
import type { RosterClassRow, SessionAttendanceRow, TeachingClassRow } from "./teaching.repository.ts";

type Ts = string | Date;
const iso = (v: Ts) => new Date(v).toISOString();
const isoOrNull = (v: Ts | null) => (v == null ? null : iso(v));

type ClassColumns = Pick<
  TeachingClassRow,
  | "class_id"
  | "class_slug"
  | "class_title"
  | "class_status"
  | "class_starts_at"
  | "class_ends_at"
  | "class_capacity"
  | "class_seats_taken"
  | "class_auto_accept"
  | "instructor_id"
  | "instructor_name"
  | "instructor_slug"
  | "venue_id"
  | "venue_name"
  | "venue_time_zone"
>;

export function presentClassSummary(r: ClassColumns): ApplicationClassSummary {
  return {
    id: Number(r.class_id),
    url: classUrl(Number(r.class_id), r.class_slug),
    title: r.class_title,
    status: effectiveClassStatus(r.class_status, r.class_ends_at),
    starts_at: isoOrNull(r.class_starts_at),
    ends_at: isoOrNull(r.class_ends_at),
    capacity: Number(r.class_capacity),
    seats_left: Math.max(0, Number(r.class_capacity) - Number(r.class_seats_taken)),
    auto_accept: r.class_auto_accept,
    instructor: { id: Number(r.instructor_id), name: r.instructor_name, slug: r.instructor_slug },
    venue: r.venue_id == null ? null : { id: Number(r.venue_id), name: r.venue_name ?? "" },
    time_zone: r.venue_time_zone ?? null,
  };
}

function common(r: ApplicationListRow) {
  const waitlisted = r.status === "waitlisted";
  return {
    id: Number(r.id),
    status: r.status as ApplicationStatus,
    experience_level: r.experience_level as ExperienceLevel,
    message: r.message,
    waitlist_position: waitlisted && r.waitlist_position != null ? Number(r.waitlist_position) : null,
    waitlist_size: waitlisted && r.waitlist_size != null ? Number(r.waitlist_size) : null,
    safety_version: Number(r.safety_version),
    safety_acknowledged_at: iso(r.safety_acknowledged_at),
    decision_note: r.decision_note,
    decided_at: isoOrNull(r.decided_at),
    created_at: iso(r.created_at),
    class: presentClassSummary(r),
  };
}

/** `actions` come from the applications table, the rules the services enforce. */
export function presentMyApplication(
  r: ApplicationListRow,
  viewer: AuthUser,
  now: Date,
  payments: PaymentsPort,
): MyApplication {
  const own = { studentId: Number(r.student_id), status: r.status, startsAt: r.class_starts_at, now };
  return {
    ...common(r),
    calendar: calendarOf(r),
    ticket_url: calendarOf(r) ? `/tickets/${r.ticket_code}` : null,
    attendance:
      r.status === "accepted" && Number(r.ended_sessions) > 0
        ? { attended: Number(r.attended_count), ended: Number(r.ended_sessions) }
        : null,
    review: reviewOf(r, now),
    payment: presentSeatPayment(r, payments),
    actions: { can_withdraw: applicationsPolicy.can(viewer, "withdraw", own) },
  };
}

/**
 * An attended seat's review (issue 40 point 5): open from the class's end for `reviewWindowDays`
 * days, once; the instructor's feedback shows once published (both in, or the window closed).
 */
function reviewOf(r: ApplicationListRow, now: Date): MyApplication["review"] {
  if (r.status !== "accepted" || !r.attended || r.class_ends_at == null) return null;
  const opens = new Date(r.class_ends_at);
  const closes = new Date(opens.getTime() + reviewWindowDays * 86_400_000);
  const closed = now.getTime() >= closes.getTime();
  const published = r.review_published_at != null || closed;
  return {
    can_review: !r.reviewed && now.getTime() >= opens.getTime() && !closed,
    opens_at: opens.toISOString(),
    closes_at: closes.toISOString(),
    reviewed: r.reviewed,
    published: r.reviewed && published,
    feedback: r.feedback_text != null && published ? r.feedback_text : null,
  };
}

/** An accepted seat in a published class: its .ics and one Google / Outlook link per session. */
function calendarOf(r: ApplicationListRow): MyApplication["calendar"] {
  if (r.status !== "accepted" || effectiveClassStatus(r.class_status, r.class_ends_at) !== "published") return null;
  const sessions = r.class_sessions ?? [];
  const location = [r.venue_name, r.venue_address].filter(Boolean).join(", ");
  return {
    ics_url: `/api/classes/${Number(r.class_id)}/calendar.ics`,
    sessions: sessions.map((s, i) => {
      const event = {
        title: sessions.length > 1 ? `${r.class_title} (${i + 1}/${sessions.length})` : r.class_title,
        start: new Date(s.starts_at),
        end: new Date(s.ends_at),
        location,
        details: "Your seat is booked on Guildforge.",
      };
      return {
        starts_at: iso(s.starts_at),
        ends_at: iso(s.ends_at),
        google_url: googleCalendarUrl(event),
        outlook_url: outlookCalendarUrl(event),
      };
    }),
  };
}

/** POST /api/classes/{id}/applications: the application and, waitlisted, its place in line. */
export function presentApplicationCreated(row: ApplicationRow, place: WaitlistPlace | null): ApplicationCreated {
  return {
    id: row.id,
    status: row.status as ApplicationStatus,
    waitlist_position: place?.position ?? null,
    waitlist_size: place?.size ?? null,
  };
}

/** GET /api/applications: every one of the student's applications, one page: `{ data, meta }`. */
export function presentMyApplications(
  list: { rows: ApplicationListRow[]; now: Date },
  viewer: AuthUser,
  payments: PaymentsPort,
) {
  const data = list.rows.map((r) => presentMyApplication(r, viewer, list.now, payments));
  return { data, meta: { next_cursor: null, total: data.length } };
}

export function presentManageApplication(r: ApplicationListRow, viewer: AuthUser): ManageApplication {
  const managed = inManagedScope(managedClassesOf(viewer), {
    instructorId: Number(r.instructor_id),
    venueOwnerId: r.venue_owner_id == null ? null : Number(r.venue_owner_id),
  });
  const d = { managed, classStatus: effectiveClassStatus(r.class_status, r.class_ends_at), status: r.status };
  return {
    ...common(r),
    decided_by: r.decider_id == null ? null : { id: Number(r.decider_id), name: r.decider_name ?? "" },
    student: { id: Number(r.student_id), name: r.student_name, slug: r.student_slug },
    actions: {
      can_accept: applicationsPolicy.can(viewer, "accepted", d),
      can_reject: applicationsPolicy.can(viewer, "rejected", d),
      can_waitlist: applicationsPolicy.can(viewer, "waitlisted", d),
    },
  };
}

export function presentRosterStudent(r: ApplicationListRow, payments: PaymentsPort): RosterStudent {
  return {
    application_id: Number(r.id),
    id: Number(r.student_id),
    name: r.student_name,
    slug: r.student_slug,
    experience_level: r.experience_level as ExperienceLevel,
    message: r.message,
    accepted_at: isoOrNull(r.accepted_at),
    payment: presentSeatPayment(r, payments),
  };
}

const nextSession = (c: TeachingClassRow) =>
  c.next_starts_at && c.next_ends_at && c.next_session_id != null
    ? {
        id: Number(c.next_session_id),
        check_in_url: `/manage/check-in/${Number(c.next_session_id)}`,
        class_id: Number(c.class_id),
        title: c.class_title,
        url: presentClassSummary(c).url,
        starts_at: iso(c.next_starts_at),
        ends_at: iso(c.next_ends_at),
        time_zone: c.venue_time_zone ?? null,
      }
    : null;

/** A class one teaches on the dashboard: seats, the waiting decisions and its next session. */
export function presentTeachingClass(c: TeachingClassRow): TeachingClass {
  return {
    class: presentClassSummary(c),
    seats_filled: Number(c.class_seats_taken),
    pending_count: Number(c.pending_count),
    waitlisted_count: Number(c.waitlisted_count),
    next_session: nextSession(c),
  };
}

/** The dashboard's "Load more" page of classes one teaches: `{ data, meta: { next_cursor, total } }`. */
export function presentTeachingClassesPage(page: ListPage<TeachingClassRow>) {
  return { data: page.rows.map(presentTeachingClass), meta: { next_cursor: page.nextCursor, total: page.total } };
}

/** Managed classes and their accepted students; `page` when one class's roster was paged. */
export interface Rosters {
  classes: TeachingClassRow[];
  students: ApplicationListRow[];
  /** Every session of these classes with its attendance. */
  sessions: SessionAttendanceRow[];
  page: { nextCursor: string | null; total: number } | null;
}

/** Each class with its own students: `{ data }`, plus `meta` when one roster was paged. */
export function presentRosters(
  r: Rosters,
  payments: PaymentsPort,
): { data: Roster[]; meta?: { next_cursor: string | null; total: number } } {
  const data = r.classes.map((c) => ({
    class: presentClassSummary(c),
    students: r.students
      .filter((s) => Number(s.class_id) === Number(c.class_id))
      .map((s) => presentRosterStudent(s, payments)),
    sessions: r.sessions
      .filter((s) => Number(s.class_id) === Number(c.class_id))
      .map((s) => ({
        id: Number(s.session_id),
        starts_at: iso(s.starts_at),
        ends_at: iso(s.ends_at),
        attended: Number(s.attended),
        no_show: Number(s.no_show),
        check_in_url: `/manage/check-in/${Number(s.session_id)}`,
      })),
    waitlisted_count: Number(c.waitlisted_count),
    pending_count: Number(c.pending_count),
  }));
  if (!r.page) return { data };
  return { data, meta: { next_cursor: r.page.nextCursor, total: r.page.total } };
}

/** GET /api/manage/roster-classes: `{ data }`, each class with its counts (the pickers of /manage/*). */
export function presentRosterClasses(rows: RosterClassRow[]): { data: RosterClass[] } {
  return {
    data: rows.map((r) => ({
      id: Number(r.class_id),
      url: classUrl(Number(r.class_id), r.class_slug),
      title: r.class_title,
      status: effectiveClassStatus(r.class_status, r.class_ends_at),
      starts_at: isoOrNull(r.class_starts_at),
      ends_at: isoOrNull(r.class_ends_at),
      capacity: Number(r.class_capacity),
      seats_left: Math.max(0, Number(r.class_capacity) - Number(r.class_seats_taken)),
      accepted_count: Number(r.accepted_count),
      pending_count: Number(r.pending_count),
      waitlisted_count: Number(r.waitlisted_count),
    })),
  };
}

/** The manage queue's page: `{ data, meta: { next_cursor, total } }`, each as its manager sees it. */
export function presentManageQueue(page: ListPage<ApplicationListRow>, viewer: AuthUser) {
  return {
    data: page.rows.map((r) => presentManageApplication(r, viewer)),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}

/** The dashboard as read: the student's live applications and, for teachers, their upcoming classes. */
export interface DashboardModel {
  now: Date;
  /** Accepted, pending and waitlisted. */
  applications: ApplicationListRow[];
  classRequestsCount: number;
  /** Null when the viewer teaches nothing; `firstPage` is the first "Load more" page of `classes`. */
  teaching: { classes: TeachingClassRow[]; firstPage: { rows: TeachingClassRow[]; nextCursor: string | null } } | null;
}

/** GET /api/dashboard: upcoming and waiting applications; for teachers, classes, decisions and next sessions. */
export function presentDashboard(m: DashboardModel, viewer: AuthUser, payments: PaymentsPort): Dashboard {
  const mine = m.applications.map((r) => presentMyApplication(r, viewer, m.now, payments));
  const upcoming = mine.filter(
    (a) => a.status === "accepted" && (a.class.ends_at == null || new Date(a.class.ends_at) > m.now),
  );
  const pending = mine.filter((a) => a.status === "pending" || a.status === "waitlisted");
  let teaching: Dashboard["teaching"] = null;
  if (m.teaching) {
    const items = m.teaching.classes.map(presentTeachingClass);
    teaching = {
      classes: m.teaching.firstPage.rows.map(presentTeachingClass),
      classes_total: items.length,
      classes_next_cursor: m.teaching.firstPage.nextCursor,
      pending_decisions: items.reduce((n, c) => n + c.pending_count, 0),
      next_sessions: items
        .map((c) => c.next_session)
        .filter((s) => s !== null)
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
        .slice(0, 5),
    };
  }
  return { student: { upcoming, pending, class_requests_count: m.classRequestsCount }, teaching };
}
