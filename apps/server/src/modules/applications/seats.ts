import { classUrl } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { EventSink } from "../../platform/events/dispatcher.ts";
import { liveChannels } from "../../platform/events/live-channels.ts";
import { promotionNotice } from "./application-notices.ts";
import { type ApplicationRow, type LockedClass, applicationsRepository as repo } from "./applications.repository.ts";

/**
 * Seat rules (decision 130). Every function here runs inside a transaction that holds the class
 * row lock (`repo.lockClass`), so seats_taken is read and written by one transaction at a time,
 * whichever instance runs it.
 */

/** Where a new application lands: accepted (auto_accept with a free seat), pending or waitlisted. */
export function placeNew(cls: LockedClass): "accepted" | "pending" | "waitlisted" {
  if (cls.seatsTaken >= cls.capacity) return "waitlisted";
  return cls.autoAccept ? "accepted" : "pending";
}

export const subjectOf = (cls: Pick<LockedClass, "id" | "title" | "slug">, app: ApplicationRow) => ({
  userId: app.studentId,
  applicationId: app.id,
  classId: cls.id,
  classTitle: cls.title,
  classUrl: classUrl(cls.id, cls.slug),
  ticketCode: app.ticketCode,
});

/**
 * Fills free seats from the head of the waitlist: auto_accept classes accept, review classes move
 * the student to pending at the head of the queue (one per free seat, counting promoted pending
 * ones as holding a seat). Each promoted student is notified `waitlist_promoted`.
 * `cls.seatsTaken` is kept current. Returns the promoted applications.
 */
export async function promoteFromWaitlist(
  tx: Db,
  events: EventSink,
  cls: LockedClass,
  opts: { exceptId?: number } = {},
): Promise<ApplicationRow[]> {
  if (cls.status !== "published") return [];
  const promoted: ApplicationRow[] = [];
  let held = cls.autoAccept ? 0 : await repo.promotedPendingCount(tx, cls.id);
  while (cls.seatsTaken + held < cls.capacity) {
    const head = await repo.firstWaitlisted(tx, cls.id, opts.exceptId);
    if (!head) break;
    if (cls.autoAccept) {
      const row = await repo.update(tx, head.id, {
        status: "accepted",
        acceptedAt: new Date(),
        decidedAt: new Date(),
        decidedBy: null,
        promoted: true,
      });
      await repo.addSeats(tx, cls.id, 1);
      cls.seatsTaken += 1;
      promoted.push(row);
      await events.notify(promotionNotice(subjectOf(cls, row), "accepted"));
    } else {
      const row = await repo.update(tx, head.id, { status: "pending", promoted: true });
      held += 1;
      promoted.push(row);
      await events.notify(promotionNotice(subjectOf(cls, row), "pending"));
    }
  }
  return promoted;
}

/** Gives back an accepted student's seat. */
export async function releaseSeat(tx: Db, cls: LockedClass): Promise<void> {
  await repo.addSeats(tx, cls.id, -1);
  cls.seatsTaken -= 1;
}

/** Takes a seat for an accepted student (the caller checked a seat is free). */
export async function takeSeat(tx: Db, cls: LockedClass): Promise<void> {
  await repo.addSeats(tx, cls.id, 1);
  cls.seatsTaken += 1;
}

/** The counts the live seat event carries. */
export interface SeatCounts {
  capacity: number;
  seatsTaken: number;
  waitlistSize: number;
}

/**
 * Pushes the class's seat count on its public channel after the commit (coalesced, issue 21):
 * every open class page and apply panel follows apply, accept, withdraw, promote and cancel.
 */
export async function announceSeats(tx: Db, events: EventSink, classId: number): Promise<void> {
  announceSeatCounts(events, classId, await repo.seatCounts(tx, classId));
}

/** The same push from counts the caller already holds (an apply knows them from its lock and insert). */
export function announceSeatCounts(events: EventSink, classId: number, c: SeatCounts): void {
  events.broadcast(liveChannels.classSeats(classId), "class.seats-changed", {
    class_id: classId,
    capacity: c.capacity,
    seats_taken: c.seatsTaken,
    seats_left: Math.max(0, c.capacity - c.seatsTaken),
    waitlist_size: c.waitlistSize,
  });
}
