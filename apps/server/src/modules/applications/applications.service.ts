import type { ApplicationStatus, CreateApplication } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import { oncePerKey } from "../../db/once-per-key.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import type { UserNotificationEvent } from "../../platform/events/domain-event.ts";
import { releasedNotice } from "./application-notices.ts";
import { type OwnApplication, applicationsPolicy as policy } from "./applications.policy.ts";
import { type ApplicationRow, applicationsRepository as repo } from "./applications.repository.ts";
import { type ApplicationListRow, applicationsReadRepository as read } from "./applications-read.repository.ts";
import { applyOnce, type WaitlistPlace } from "./apply-once.ts";
import { announceSeats, promoteFromWaitlist, releaseSeat } from "./seats.ts";

export interface ApplicationsDeps {
  db: Db;
  events: EventDispatcher;
  now: () => Date;
}

/** The result of POST /api/classes/{id}/applications: `created` false for a retry (200). */
export interface ApplyResult {
  created: boolean;
  row: ApplicationRow;
  /** The waitlist place of a waitlisted application, else null. */
  place: WaitlistPlace | null;
}

/** A student's applications as read at `now` (what they may still do depends on it). */
export interface StudentApplications {
  rows: ApplicationListRow[];
  now: Date;
}

export function createApplicationsService(deps: ApplicationsDeps) {
  const { db } = deps;

  /** The answer; a retry's waitlist place is read now, a new application's came from its insert. */
  async function created(row: ApplicationRow, isNew: boolean, known?: WaitlistPlace | null): Promise<ApplyResult> {
    const place =
      known !== undefined ? known : row.status === "waitlisted" ? await repo.waitlistPlace(db, row.id) : null;
    return { created: isNew, row, place };
  }

  return {
    async apply(user: AuthUser, classId: number, input: CreateApplication, key: string | null): Promise<ApplyResult> {
      const prior = async (k: string) => {
        const row = await repo.findByIdempotencyKey(db, user.id, k);
        return row ? created(row, false) : null;
      };
      return oncePerKey(key, prior, async () => {
        const { row, isNew, place } = await applyOnce(deps, user, classId, input, key);
        return created(row, isNew, place);
      });
    },

    async mine(
      user: AuthUser,
      filter: { status?: ApplicationStatus; classId?: number } = {},
    ): Promise<StudentApplications> {
      const now = deps.now();
      const statuses = filter.status ? [filter.status] : undefined;
      return { rows: await read.forStudent(db, user.id, statuses, filter.classId), now };
    },

    /** The student withdraws before the first session; an accepted seat goes to the waitlist's head. */
    async withdraw(user: AuthUser, id: number): Promise<{ row: ApplicationListRow; now: Date }> {
      await withdrawAs(id, (own) => policy.authorize(user, "withdraw", own));
      const row = await read.byId(db, id);
      if (!row)
        throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
      return { row, now: deps.now() };
    },

    /**
     * The same withdrawal from a signed seat-release link (the link is the student's authority):
     * the same rules (still active, class not started), then the waitlist moves.
     */
    async withdrawByLink(id: number): Promise<void> {
      await withdrawAs(
        id,
        (own) => {
          const refusal = policy.rules.withdraw.conflict?.(own);
          if (refusal) throw errors.conflict(refusal);
        },
        (cls, app) =>
          releasedNotice({
            userId: app.studentId,
            applicationId: app.id,
            classId: cls.id,
            classTitle: cls.title,
            classUrl: `/classes/${cls.id}-${cls.slug}`,
          }),
      );
    },
  };

  /** `notice`: the student's notification of the withdrawal, when they did not do it on the site. */
  async function withdrawAs(
    id: number,
    authorize: (own: OwnApplication) => void,
    notice?: (cls: { id: number; slug: string; title: string }, app: ApplicationRow) => UserNotificationEvent,
  ): Promise<void> {
    const found = await repo.find(db, id);
    if (!found)
      throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
    await deps.events.transaction(async (tx, events) => {
      const cls = await repo.lockClass(tx, found.classId);
      const app = await repo.lock(tx, id);
      if (!cls || !app)
        throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
      authorize({ studentId: app.studentId, status: app.status, startsAt: cls.startsAt, now: deps.now() });
      await repo.update(tx, id, { status: "withdrawn", promoted: false });
      if (app.status === "accepted") {
        await releaseSeat(tx, cls);
        await promoteFromWaitlist(tx, events, cls);
      } else if (app.status === "pending" && app.promotedAt) {
        // A promoted student gave up the seat they were first in line for.
        await promoteFromWaitlist(tx, events, cls);
      }
      if (notice) await events.notify(notice(cls, app));
      await announceSeats(tx, events, cls.id);
    });
  }
}
export type ApplicationsService = ReturnType<typeof createApplicationsService>;
