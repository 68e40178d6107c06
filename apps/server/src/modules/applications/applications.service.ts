import type { ApplicationCreated, ApplicationStatus, CreateApplication, MyApplication } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { oncePerKey } from "../../db/once-per-key.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { applicationsPolicy as policy } from "./applications.policy.ts";
import { presentMyApplication } from "./applications.presenter.ts";
import { type ApplicationRow, type LockedClass, applicationsRepository as repo } from "./applications.repository.ts";
import { applicationsReadRepository as read } from "./applications-read.repository.ts";
import { placeNew, promoteFromWaitlist, releaseSeat } from "./seats.ts";

export interface ApplicationsDeps {
  db: Db;
  events: EventDispatcher;
  now: () => Date;
}

/** The result of POST /api/classes/{id}/applications: `created` false for a retry (200). */
export interface ApplyResult {
  created: boolean;
  data: ApplicationCreated;
}

const deadlineOf = (cls: LockedClass) => cls.applicationDeadline ?? cls.startsAt;

/** Refusals of a new application, in the order a student meets them (clear message each). */
function checkApplicable(cls: LockedClass, user: AuthUser, input: CreateApplication, now: Date): void {
  if (cls.status === "cancelled") throw errors.conflict("This class was cancelled; it no longer takes applications.");
  if (cls.status !== "published") throw errors.conflict("This class is not open for applications.");
  if (cls.instructorId === user.id) throw errors.conflict("You teach this class; you cannot apply to it.");
  const deadline = deadlineOf(cls);
  if (deadline && deadline.getTime() <= now.getTime()) {
    throw errors.conflict(`Applications for this class closed on ${deadline.toISOString().slice(0, 10)}.`);
  }
  if (input.safety_version !== cls.safetyVersion) {
    throw errors.conflict(
      `The safety requirements of this class changed (now version ${cls.safetyVersion}). Read them again and acknowledge the current version.`,
    );
  }
  const problems: Record<string, string[]> = {};
  if (input.safety_acknowledgements) {
    const given = new Set(input.safety_acknowledgements.map((s) => s.trim()));
    const missing = cls.safetyRequirements.filter((r) => !given.has(r.trim()));
    if (missing.length > 0) {
      problems.safety_acknowledgements = [`Acknowledge every safety requirement (missing: ${missing.join("; ")}).`];
    }
  }
  if (cls.minAge > 0 && input.age_confirmed !== true) {
    problems.age_confirmed = [`You must be at least ${cls.minAge} years old to take this class.`];
  }
  if (Object.keys(problems).length > 0) throw new ValidationError(problems);
}

export function createApplicationsService(deps: ApplicationsDeps) {
  const { db } = deps;

  async function created(row: ApplicationRow, isNew: boolean): Promise<ApplyResult> {
    const place = row.status === "waitlisted" ? await repo.waitlistPlace(db, row.id) : null;
    return {
      created: isNew,
      data: {
        id: row.id,
        status: row.status as ApplicationStatus,
        waitlist_position: place?.position ?? null,
        waitlist_size: place?.size ?? null,
      },
    };
  }

  async function applyOnce(user: AuthUser, classId: number, input: CreateApplication, key: string | null) {
    return deps.events.transaction(async (tx) => {
      const cls = await repo.lockClass(tx, classId);
      if (!cls || cls.status === "draft") throw errors.notFound("Class not found.");
      // A retry without a key (or a second tab): the student's active application stands.
      const existing = await repo.findActive(tx, classId, user.id);
      if (existing) return { row: existing, isNew: false };
      checkApplicable(cls, user, input, deps.now());
      if (await repo.wasRejected(tx, classId, user.id)) {
        throw errors.conflict("You already applied to this class and were not accepted.");
      }
      const status = placeNew(cls);
      const now = deps.now();
      const row = await repo.insert(tx, {
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
      if (status === "accepted") await repo.addSeats(tx, classId, 1);
      return { row, isNew: true };
    });
  }

  return {
    async apply(user: AuthUser, classId: number, input: CreateApplication, key: string | null): Promise<ApplyResult> {
      const prior = async (k: string) => {
        const row = await repo.findByIdempotencyKey(db, user.id, k);
        return row ? created(row, false) : null;
      };
      return oncePerKey(key, prior, async () => {
        const { row, isNew } = await applyOnce(user, classId, input, key);
        return created(row, isNew);
      });
    },

    async mine(user: AuthUser, status?: ApplicationStatus): Promise<MyApplication[]> {
      const now = deps.now();
      return (await read.forStudent(db, user.id, status ? [status] : undefined)).map((r) =>
        presentMyApplication(r, user, now),
      );
    },

    /** The student withdraws before the first session; an accepted seat goes to the waitlist's head. */
    async withdraw(user: AuthUser, id: number): Promise<MyApplication> {
      const found = await repo.find(db, id);
      if (!found) throw errors.notFound("Application not found.");
      await deps.events.transaction(async (tx, events) => {
        const cls = await repo.lockClass(tx, found.classId);
        const app = await repo.lock(tx, id);
        if (!cls || !app) throw errors.notFound("Application not found.");
        const own = { studentId: app.studentId, status: app.status, startsAt: cls.startsAt, now: deps.now() };
        policy.authorize(user, "withdraw", own);
        await repo.update(tx, id, { status: "withdrawn", promoted: false });
        if (app.status === "accepted") {
          await releaseSeat(tx, cls);
          await promoteFromWaitlist(tx, events, cls);
        } else if (app.status === "pending" && app.promotedAt) {
          // A promoted student gave up the seat they were first in line for.
          await promoteFromWaitlist(tx, events, cls);
        }
      });
      const row = await read.byId(db, id);
      if (!row) throw errors.notFound("Application not found.");
      return presentMyApplication(row, user, deps.now());
    },
  };
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
