import {
  type ApplicationClassSummary,
  type ApplicationStatus,
  classUrl,
  type ExperienceLevel,
  effectiveClassStatus,
  type ManageApplication,
  type MyApplication,
  type RosterStudent,
} from "@guildforge/contracts";
import type { ApplicationListRow } from "./applications-read.repository.ts";
import type { TeachingClassRow } from "./teaching.repository.ts";

type Ts = string | Date;
const iso = (v: Ts) => new Date(v).toISOString();
const isoOrNull = (v: Ts | null) => (v == null ? null : iso(v));
const active: ApplicationStatus[] = ["pending", "accepted", "waitlisted"];

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
  };
}

/** Withdrawal: while active and before the first session starts. */
export function canWithdraw(status: string, startsAt: Ts | null, now: Date): boolean {
  return active.includes(status as ApplicationStatus) && (startsAt == null || new Date(startsAt) > now);
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

export function presentMyApplication(r: ApplicationListRow, now: Date): MyApplication {
  return { ...common(r), actions: { can_withdraw: canWithdraw(r.status, r.class_starts_at, now) } };
}

export function presentManageApplication(r: ApplicationListRow): ManageApplication {
  const s = r.status;
  // Decisions are open while the class is published and not over (decisions.service agrees).
  const open = effectiveClassStatus(r.class_status, r.class_ends_at) === "published";
  return {
    ...common(r),
    decided_by: r.decider_id == null ? null : { id: Number(r.decider_id), name: r.decider_name ?? "" },
    student: { id: Number(r.student_id), name: r.student_name, slug: r.student_slug, email: r.student_email },
    actions: {
      can_accept: open && (s === "pending" || s === "waitlisted"),
      can_reject: open && (s === "pending" || s === "waitlisted" || s === "accepted"),
      can_waitlist: open && (s === "pending" || s === "accepted"),
    },
  };
}

export function presentRosterStudent(r: ApplicationListRow): RosterStudent {
  return {
    application_id: Number(r.id),
    id: Number(r.student_id),
    name: r.student_name,
    slug: r.student_slug,
    email: r.student_email,
    experience_level: r.experience_level as ExperienceLevel,
    message: r.message,
    accepted_at: isoOrNull(r.accepted_at),
  };
}
