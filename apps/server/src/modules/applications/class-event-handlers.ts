import type { FastifyInstance } from "fastify";
import { cancellationNotice, classChangeNotice } from "./application-notices.ts";
import { applicationsRepository as repo } from "./applications.repository.ts";
import { announceSeats, promoteFromWaitlist, subjectOf } from "./seats.ts";

/**
 * Consumes the classes feature's domain events (modules/classes/class-events.ts), inside the
 * class's own transaction: every active applicant hears of a change (`class_change`); a
 * cancellation cancels every active application and tells each student (`class_cancelled`).
 * A raised capacity (and any class change) fills freed seats from the waitlist, under the class row lock.
 */
export function registerClassEventHandlers(classEvents: FastifyInstance["classEvents"]): void {
  classEvents.on("class.changed", async (tx, events, p) => {
    const cls = await repo.lockClass(tx, p.classId);
    if (!cls) return;
    for (const a of await repo.activeForClass(tx, p.classId)) {
      await events.notify(classChangeNotice(subjectOf(cls, a), p.changes));
    }
    await promoteFromWaitlist(tx, events, cls);
    await announceSeats(tx, events, cls.id);
  });

  classEvents.on("class.capacity_raised", async (tx, events, p) => {
    const cls = await repo.lockClass(tx, p.classId);
    if (!cls) return;
    await promoteFromWaitlist(tx, events, cls);
    await announceSeats(tx, events, cls.id);
  });

  classEvents.on("class.cancelled", async (tx, events, p) => {
    const cls = await repo.lockClass(tx, p.classId);
    if (!cls) return;
    for (const a of await repo.activeForClass(tx, p.classId)) {
      const row = await repo.update(tx, a.id, { status: "cancelled", promoted: false });
      await events.notify(cancellationNotice(subjectOf(cls, row), p.reason));
    }
    await repo.addSeats(tx, p.classId, -cls.seatsTaken);
    await announceSeats(tx, events, cls.id);
  });
}
