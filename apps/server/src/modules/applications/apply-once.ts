import type { CreateApplication } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, type FieldText, ValidationError, withValues } from "../../platform/errors.ts";
import type { EventDispatcher, EventSink } from "../../platform/events/dispatcher.ts";
import { dayValue } from "../../platform/i18n/server-i18n.ts";
import { appliedNotice, reviewNotice } from "./application-notices.ts";
import { type ApplicationRow, type LockedClass, applicationsRepository as repo } from "./applications.repository.ts";
import { applyRepository as applyRepo } from "./apply.repository.ts";
import { announceSeatCounts, placeNew, subjectOf } from "./seats.ts";

/** What an apply needs of the service's dependencies. */
export interface ApplyDeps {
  events: EventDispatcher;
  now: () => Date;
}

export type WaitlistPlace = { position: number; size: number };

/** One apply's outcome; `place` is known for a new application (from its insert), not for a retry. */
export interface Applied {
  row: ApplicationRow;
  isNew: boolean;
  place?: WaitlistPlace | null;
}

const deadlineOf = (cls: LockedClass) => cls.applicationDeadline ?? cls.startsAt;

const rejectedBefore = () =>
  errors.conflict(
    /*i18n*/ { id: "error.applied_not_accepted", message: "You already applied to this class and were not accepted." },
  );

/** Refusals of a new application, in the order a student meets them (clear message each). */
function checkApplicable(cls: LockedClass, user: AuthUser, input: CreateApplication, now: Date): void {
  if (cls.status === "cancelled")
    throw errors.conflict(
      /*i18n*/ { id: "error.class_cancelled", message: "This class was cancelled; it no longer takes applications." },
    );
  if (cls.status !== "published")
    throw errors.conflict(/*i18n*/ { id: "error.class_not_open", message: "This class is not open for applications." });
  if (cls.instructorId === user.id)
    throw errors.conflict(
      /*i18n*/ { id: "error.apply_own_class", message: "You teach this class; you cannot apply to it." },
    );
  const deadline = deadlineOf(cls);
  if (deadline && deadline.getTime() <= now.getTime()) {
    throw errors.conflict(
      /*i18n*/ { id: "error.applications_closed", message: "Applications for this class closed on {day}." },
      { day: dayValue(deadline, cls.timeZone) },
    );
  }
  if (input.safety_version !== cls.safetyVersion) {
    throw errors.conflict(
      /*i18n*/ {
        id: "error.safety_changed",
        message:
          "The safety requirements of this class changed (now version {version}). Read them again and acknowledge the current version.",
      },
      { version: cls.safetyVersion },
    );
  }
  const problems: Record<string, FieldText[]> = {};
  if (input.safety_acknowledgements) {
    const given = new Set(input.safety_acknowledgements.map((s) => s.trim()));
    const missing = cls.safetyRequirements.filter((r) => !given.has(r.trim()));
    if (missing.length > 0) {
      problems.safety_acknowledgements = [
        withValues(
          /*i18n*/ {
            id: "error.safety_missing",
            message: "Acknowledge every safety requirement (missing: {missing}).",
          },
          { missing: missing.join("; ") },
        ),
      ];
    }
  }
  if (cls.minAge > 0 && input.age_confirmed !== true) {
    problems.age_confirmed = [
      withValues(
        /*i18n*/ {
          id: "error.min_age",
          message: "You must be at least {age} years old to take this class.",
        },
        { age: cls.minAge },
      ),
    ];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

/** The student's confirmation and each manager's notice, stored in one statement. */
async function announceApplied(
  events: EventSink,
  cls: LockedClass,
  row: ApplicationRow,
  status: "accepted" | "pending" | "waitlisted",
  place: WaitlistPlace | null,
  studentName: string,
): Promise<void> {
  const subject = subjectOf(cls, row);
  const notices = [appliedNotice(subject, status, place)];
  for (const managerId of new Set([cls.instructorId, cls.venueOwnerId])) {
    if (managerId != null && managerId !== row.studentId) {
      notices.push(reviewNotice(managerId, subject, studentName, status));
    }
  }
  await events.notifyAll(notices);
}

/**
 * One apply in one transaction (decision 450). Whatever does not depend on the seat decision is
 * read before the class row lock: the student's standing, the class's managers, the student's
 * name, the recipients' email choices. Under the lock: the lock itself, one insert (which also
 * counts the waitlist and looks for a rejection), the seat counter when accepted, one insert of
 * every notice, and the confirmation email's job; the seat event's counts come from the lock and
 * the insert. An active application found under the lock still wins over every refusal.
 */
export async function applyOnce(
  deps: ApplyDeps,
  user: AuthUser,
  classId: number,
  input: CreateApplication,
  key: string | null,
): Promise<Applied> {
  return deps.events.transaction(async (tx, events) => {
    // A retry without a key (or a second tab): the student's active application stands.
    const before = await applyRepo.standing(tx, classId, user.id);
    if (before.active) return { row: before.active, isNew: false };
    const audience = await applyRepo.audience(tx, classId, user.id);
    if (!audience) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
    await events.prefetch([
      { userId: user.id, type: "application_status" },
      ...audience.managerIds
        .filter((id) => id !== user.id)
        .map((id) => ({ userId: id, type: "application_received" as const })),
    ]);

    const cls = await repo.lockClass(tx, classId);
    if (!cls || cls.status === "draft")
      throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
    /** Refuses unless another tab's application got in first (then that one stands, as before). */
    const refuse = async (error: unknown): Promise<Applied> => {
      const active = await repo.findActive(tx, classId, user.id);
      if (active) return { row: active, isNew: false };
      throw error;
    };
    try {
      checkApplicable(cls, user, input, deps.now());
    } catch (e) {
      return refuse(e);
    }
    if (before.rejected) return refuse(rejectedBefore());
    const status = placeNew(cls);
    const now = deps.now();
    const placed = await applyRepo.insertUnlessActive(tx, {
      classId,
      studentId: user.id,
      status,
      experienceLevel: input.experience_level,
      message: input.message ?? "",
      safetyVersion: cls.safetyVersion,
      safetyAcknowledgedAt: now,
      safetyAcknowledgements: input.safety_acknowledgements ?? cls.safetyRequirements,
      ageConfirmed: input.age_confirmed === true,
      idempotencyKey: key,
      acceptedAt: status === "accepted" ? now : null,
      decidedAt: status === "accepted" ? now : null,
    });
    if (!placed) return refuse(new Error("application insert conflicted but no active application was found"));
    // Rejected between the first read and the lock: throwing rolls the insert back.
    if (placed.rejectedBefore) throw rejectedBefore();
    if (status === "accepted") await repo.addSeats(tx, classId, 1);
    const waitlisted = status === "waitlisted";
    const place = waitlisted ? { position: placed.waitlistedBefore + 1, size: placed.waitlistedBefore + 1 } : null;
    await announceApplied(events, cls, placed.row, status, place, audience.studentName ?? "A student");
    announceSeatCounts(events, cls.id, {
      capacity: cls.capacity,
      seatsTaken: cls.seatsTaken + (status === "accepted" ? 1 : 0),
      waitlistSize: placed.waitlistedBefore + (waitlisted ? 1 : 0),
    });
    return { row: placed.row, isNew: true, place };
  });
}
