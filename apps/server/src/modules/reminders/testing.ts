import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { createUser } from "../../../test/factories.ts";
import type { Db } from "../../db/client.ts";
import { applications, classes, classSessions } from "../../db/schema/index.ts";
import { createClass, createVenue } from "../applications/testing.ts";
import type { RemindersDeps } from "./reminders.service.ts";

/** Test fixtures for the reminders (test code only). */

const hour = 3_600_000;

export const depsOf = (app: FastifyInstance): RemindersDeps => ({
  db: app.deps.database.db,
  events: app.events,
  appUrl: app.deps.config.appUrl,
  appKey: app.deps.config.appKey,
});

/** A published class at a forge, its session `startsInHours` ahead, one accepted student. */
export async function reminderSeat(db: Db, startsInHours: number, opts: { bring?: string[] } = {}) {
  const instructor = await createUser(db, { roles: ["student", "instructor"], verified: true });
  const venueId = await createVenue(db, instructor.id);
  await db.execute(
    sql`update locations set time_zone = 'Europe/Berlin' where id = (select location_id from venues where id = ${venueId})`,
  );
  const cls = await createClass(db, { instructorId: instructor.id, venueId, startsInMs: startsInHours * hour });
  await db
    .update(classes)
    .set({ bring: opts.bring ?? ["Leather apron", "Sturdy boots"], seatsTaken: 1 })
    .where(eq(classes.id, cls.id));
  const student = await createUser(db, { verified: true, name: "Ada Smith" });
  const [app] = await db
    .insert(applications)
    .values({
      classId: cls.id,
      studentId: student.id,
      status: "accepted",
      experienceLevel: "some",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
      acceptedAt: new Date(),
    })
    .returning();
  const [session] = await db.select().from(classSessions).where(eq(classSessions.classId, cls.id));
  return { instructor, cls, student, application: app!, session: session! };
}
