import { and, eq, getTableColumns, inArray, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, classes, users, venues } from "../../db/schema/index.ts";
import type { ApplicationRow, NewApplication } from "./applications.repository.ts";

const active = ["pending", "accepted", "waitlisted"];

/** What an apply inserted, with what the same statement saw of the class (decision 450). */
export interface Placed {
  row: ApplicationRow;
  /** Applications waitlisted in the class before this one (this one excluded). */
  waitlistedBefore: number;
  /** An earlier application of the student to this class was rejected (the caller rolls back). */
  rejectedBefore: boolean;
}

/**
 * The SQL of a new application (decision 450): what is read before the class row lock, and the
 * one insert under it that also answers the questions the lock used to ask in separate statements.
 */
export const applyRepository = {
  /** The student's active application in the class, if any, and whether one was rejected. */
  async standing(
    db: Db,
    classId: number,
    studentId: number,
  ): Promise<{ active: ApplicationRow | null; rejected: boolean }> {
    const rows = await db
      .select()
      .from(applications)
      .where(
        and(
          eq(applications.classId, classId),
          eq(applications.studentId, studentId),
          inArray(applications.status, [...active, "rejected"]),
        ),
      );
    return {
      active: rows.find((r) => active.includes(r.status)) ?? null,
      rejected: rows.some((r) => r.status === "rejected"),
    };
  },

  /** Who hears of a new application (the class's instructor and its venue's owner) and the applicant's name. */
  async audience(
    db: Db,
    classId: number,
    studentId: number,
  ): Promise<{ managerIds: number[]; studentName: string | null } | null> {
    const [row] = await db
      .select({
        instructorId: classes.instructorId,
        venueOwnerId: venues.ownerId,
        studentName: sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${studentId})`,
      })
      .from(classes)
      .leftJoin(venues, eq(venues.id, classes.venueId))
      .where(eq(classes.id, classId));
    if (!row) return null;
    const managerIds = [row.instructorId, row.venueOwnerId].filter((id): id is number => id != null);
    return { managerIds: [...new Set(managerIds)], studentName: row.studentName };
  },

  /**
   * Under the class lock: inserts with `queued_at = clock_timestamp()` unless the student has an
   * active application (the one-active unique index decides: null then). The statement's own
   * snapshot, taken after the lock, counts the waitlist before this application and looks for a
   * rejected one of the student, so neither needs a statement of its own.
   */
  async insertUnlessActive(tx: Db, values: NewApplication): Promise<Placed | null> {
    const [r] = await tx
      .insert(applications)
      .values({ ...values, queuedAt: sql`clock_timestamp()` })
      .onConflictDoNothing({
        target: [applications.classId, applications.studentId],
        where: sql.raw(`status in ('pending', 'accepted', 'waitlisted')`),
      })
      .returning({
        ...getTableColumns(applications),
        waitlistedBefore: sql<number>`(select count(*)::int from applications w
          where w.class_id = ${values.classId} and w.status = 'waitlisted')`,
        rejectedBefore: sql<boolean>`exists (select 1 from applications r
          where r.class_id = ${values.classId} and r.student_id = ${values.studentId} and r.status = 'rejected')`,
      });
    if (!r) return null;
    const { waitlistedBefore, rejectedBefore, ...row } = r;
    return { row, waitlistedBefore: Number(waitlistedBefore), rejectedBefore: rejectedBefore === true };
  },
};
