import { and, asc, eq, inArray, isNotNull, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, classes, locations, venues } from "../../db/schema/index.ts";

export type ApplicationRow = typeof applications.$inferSelect;
export type NewApplication = Omit<typeof applications.$inferInsert, "id" | "queuedAt">;

/** The class fields the seat rules need, read under `FOR UPDATE`. */
export interface LockedClass {
  id: number;
  slug: string;
  title: string;
  status: string;
  capacity: number;
  seatsTaken: number;
  autoAccept: boolean;
  safetyVersion: number;
  safetyRequirements: string[];
  minAge: number;
  applicationDeadline: Date | null;
  startsAt: Date | null;
  endsAt: Date | null;
  instructorId: number;
  venueOwnerId: number | null;
  /** The forge's time zone (null without a forge): the zone a refusal's dates are said in. */
  timeZone: string | null;
}

const active = ["pending", "accepted", "waitlisted"];

/** Writes and locks of applications, and the class's seat counter (decision 130). */
export const applicationsRepository = {
  /** Locks the class row: every seat decision of a class runs one at a time, across instances. */
  async lockClass(tx: Db, classId: number): Promise<LockedClass | null> {
    const [row] = await tx
      .select({
        id: classes.id,
        slug: classes.slug,
        title: classes.title,
        status: classes.status,
        capacity: classes.capacity,
        seatsTaken: classes.seatsTaken,
        autoAccept: classes.autoAccept,
        safetyVersion: classes.safetyVersion,
        safetyRequirements: classes.safetyRequirements,
        minAge: classes.minAge,
        applicationDeadline: classes.applicationDeadline,
        startsAt: classes.startsAt,
        endsAt: classes.endsAt,
        instructorId: classes.instructorId,
        venueOwnerId: venues.ownerId,
        timeZone: locations.timeZone,
      })
      .from(classes)
      .leftJoin(venues, eq(venues.id, classes.venueId))
      .leftJoin(locations, eq(locations.id, venues.locationId))
      .where(eq(classes.id, classId))
      .for("update", { of: classes });
    return row ?? null;
  },

  async addSeats(tx: Db, classId: number, delta: number): Promise<void> {
    await tx
      .update(classes)
      .set({ seatsTaken: sql`${classes.seatsTaken} + ${delta}` })
      .where(eq(classes.id, classId));
  },

  async find(db: Db, id: number): Promise<ApplicationRow | null> {
    const [row] = await db.select().from(applications).where(eq(applications.id, id));
    return row ?? null;
  },

  async lock(tx: Db, id: number): Promise<ApplicationRow | null> {
    const [row] = await tx.select().from(applications).where(eq(applications.id, id)).for("update");
    return row ?? null;
  },

  async findByIdempotencyKey(db: Db, studentId: number, key: string): Promise<ApplicationRow | null> {
    const [row] = await db
      .select()
      .from(applications)
      .where(and(eq(applications.studentId, studentId), eq(applications.idempotencyKey, key)));
    return row ?? null;
  },

  async findActive(db: Db, classId: number, studentId: number): Promise<ApplicationRow | null> {
    const [row] = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.classId, classId),
          eq(applications.studentId, studentId),
          inArray(applications.status, active),
        ),
      );
    return row ?? null;
  },

  /** Sets a new status; `requeue` moves it to the back of its new queue. */
  async update(
    tx: Db,
    id: number,
    patch: Partial<Pick<ApplicationRow, "status" | "decisionNote" | "decidedBy" | "decidedAt" | "acceptedAt">> & {
      requeue?: boolean;
      promoted?: boolean;
    },
  ): Promise<ApplicationRow> {
    const { requeue, promoted, ...rest } = patch;
    const [row] = await tx
      .update(applications)
      .set({
        ...rest,
        ...(requeue ? { queuedAt: sql`clock_timestamp()` } : {}),
        ...(promoted !== undefined ? { promotedAt: promoted ? sql`clock_timestamp()` : null } : {}),
        updatedAt: sql`clock_timestamp()`,
      })
      .where(eq(applications.id, id))
      .returning();
    if (!row) throw new Error("application update returned no row");
    return row;
  },

  /** The head of the class's waitlist (arrival order), optionally skipping one application. */
  async firstWaitlisted(tx: Db, classId: number, exceptId?: number): Promise<ApplicationRow | null> {
    const [row] = await tx
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.classId, classId),
          eq(applications.status, "waitlisted"),
          exceptId ? ne(applications.id, exceptId) : undefined,
        ),
      )
      .orderBy(asc(applications.queuedAt), asc(applications.id))
      .limit(1);
    return row ?? null;
  },

  /** Pending applications promoted from the waitlist (each holds a prospective seat). */
  async promotedPendingCount(tx: Db, classId: number): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(
        and(eq(applications.classId, classId), eq(applications.status, "pending"), isNotNull(applications.promotedAt)),
      );
    return row?.n ?? 0;
  },

  /** Every active application of a class (for class changes and cancellation). */
  activeForClass(tx: Db, classId: number): Promise<ApplicationRow[]> {
    return tx
      .select()
      .from(applications)
      .where(and(eq(applications.classId, classId), inArray(applications.status, active)))
      .orderBy(asc(applications.id));
  },

  /** The class's seats as this transaction sees them, and its waitlist's length (the live seat event). */
  async seatCounts(tx: Db, classId: number): Promise<{ capacity: number; seatsTaken: number; waitlistSize: number }> {
    const [cls] = await tx
      .select({ capacity: classes.capacity, seatsTaken: classes.seatsTaken })
      .from(classes)
      .where(eq(classes.id, classId));
    const [waiting] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(applications)
      .where(and(eq(applications.classId, classId), eq(applications.status, "waitlisted")));
    return {
      capacity: cls?.capacity ?? 0,
      seatsTaken: cls?.seatsTaken ?? 0,
      waitlistSize: Number(waiting?.n ?? 0),
    };
  },

  /** 1-based waitlist position and the waitlist's size; null when not waitlisted. */
  async waitlistPlace(db: Db, id: number): Promise<{ position: number; size: number } | null> {
    const res = await db.execute(sql`
      select position, size from (
        select id,
               row_number() over (order by queued_at, id)::int as position,
               count(*) over ()::int as size
        from applications
        where status = 'waitlisted'
          and class_id = (select class_id from applications where id = ${id})
      ) q where id = ${id}`);
    const row = (res as unknown as { rows: Array<{ position: number; size: number }> }).rows[0];
    return row ? { position: Number(row.position), size: Number(row.size) } : null;
  },
};
