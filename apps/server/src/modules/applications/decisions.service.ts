import {
  type ApplicationDecision,
  type BulkApplicationDecision,
  effectiveClassStatus,
  type ManageApplication,
  type ManageApplicationsQuery,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { AppError, errors } from "../../platform/errors.ts";
import type { EventDispatcher } from "../../platform/events/dispatcher.ts";
import { type ListPage, offsetCursor, pageOf } from "../../platform/pagination.ts";
import { decisionNotice } from "./application-notices.ts";
import { managedClassesOf, applicationsPolicy as policy } from "./applications.policy.ts";
import { presentManageApplication } from "./applications.presenter.ts";
import { applicationsRepository as repo } from "./applications.repository.ts";
import { type ApplicationListRow, applicationsReadRepository as read } from "./applications-read.repository.ts";
import { managedClassesRepository as managed } from "./managed-classes.repository.ts";
import { announceSeats, promoteFromWaitlist, releaseSeat, subjectOf, takeSeat } from "./seats.ts";

export interface DecisionsDeps {
  db: Db;
  events: EventDispatcher;
}

export function createDecisionsService(deps: DecisionsDeps) {
  const { db } = deps;

  async function presentOne(user: AuthUser, id: number): Promise<ManageApplication> {
    const row = await read.byId(db, id);
    if (!row) throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
    return presentManageApplication(row, user);
  }

  return {
    async queue(user: AuthUser, q: ManageApplicationsQuery): Promise<ListPage<ApplicationListRow>> {
      const offset = offsetCursor.decode(q.cursor);
      const { rows, total } = await read.forManager(db, {
        scope: managedClassesOf(user),
        classId: q.class_id,
        status: q.status,
        offset,
        limit: q.limit,
      });
      return { ...pageOf(rows, q.limit, () => offsetCursor.encode(offset + q.limit)), total };
    },

    /**
     * One decision in one transaction: class row locked first (seat count), then the application.
     * Accepting takes a seat (refused when full); rejecting or waitlisting an accepted student frees
     * it for the head of the waitlist. The student is notified `application_status`.
     */
    async decide(user: AuthUser, id: number, decision: ApplicationDecision): Promise<ManageApplication> {
      const found = await repo.find(db, id);
      if (!found)
        throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
      await deps.events.transaction(async (tx, events) => {
        const cls = await repo.lockClass(tx, found.classId);
        if (!cls)
          throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
        // The same definition as the queue: what a user cannot see, they cannot decide (404).
        const isManaged = await managed.includes(tx, managedClassesOf(user), cls.id);
        const app = await repo.lock(tx, id);
        if (!app)
          throw errors.notFound(/*i18n*/ { id: "error.application_not_found", message: "Application not found." });
        const to = decision.status;
        const classStatus = effectiveClassStatus(cls.status, cls.endsAt);
        policy.authorize(user, to, { managed: isManaged, classStatus, status: app.status });
        if (to === "accepted" && cls.seatsTaken >= cls.capacity) {
          throw errors.conflict(
            /*i18n*/ {
              id: "error.class_full",
              message:
                "The class is full ({taken} of {capacity} seats taken). Waitlist the student or raise the capacity.",
            },
            { taken: cls.seatsTaken, capacity: cls.capacity },
          );
        }
        const note = decision.note?.trim() || null;
        const now = new Date();
        const row = await repo.update(tx, id, {
          status: to,
          decisionNote: note,
          decidedBy: user.id,
          decidedAt: now,
          acceptedAt: to === "accepted" ? now : app.acceptedAt,
          requeue: to === "waitlisted",
          promoted: false,
        });
        if (to === "accepted") await takeSeat(tx, cls);
        await events.notify(decisionNotice(subjectOf(cls, row), to, note));
        if (app.status === "accepted") {
          await releaseSeat(tx, cls);
          await promoteFromWaitlist(tx, events, cls, { exceptId: id });
        } else if (app.promotedAt && to !== "accepted") {
          // A promoted (head of queue) student was not taken: the next one moves up.
          await promoteFromWaitlist(tx, events, cls, { exceptId: id });
        }
        await announceSeats(tx, events, cls.id);
      });
      return presentOne(user, id);
    },

    /** Each id is decided on its own (its own transaction); refusals are reported, not fatal. */
    async decideMany(user: AuthUser, body: BulkApplicationDecision) {
      const decided: ManageApplication[] = [];
      const failed: Array<{ id: number; message: string }> = [];
      for (const id of [...new Set(body.ids)]) {
        try {
          decided.push(await this.decide(user, id, { status: body.status, note: body.note }));
        } catch (e) {
          if (!(e instanceof AppError)) throw e;
          failed.push({ id, message: e.message });
        }
      }
      return { decided, failed };
    },
  };
}
