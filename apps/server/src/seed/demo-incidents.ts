import { and, desc, eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { classes, classSessions, incidents, users } from "../db/schema/index.ts";

interface SeedIncident {
  kind: "burn" | "cut" | "near_miss" | "other";
  severity: "minor" | "needs_first_aid" | "needs_medical_care";
  whatHappened: string;
  actionTaken: string;
  /** Hours into the session when it was recorded. */
  afterHours: number;
}

const seedIncidents: SeedIncident[] = [
  {
    kind: "burn",
    severity: "needs_first_aid",
    whatHappened:
      "A student picked up a bar by the end that had just come out of the fire: a blister across two fingertips.",
    actionTaken:
      "Cooled under running water for twenty minutes, then a sterile dressing. Showed everyone again how to test a bar with a hand held above it before gripping.",
    afterHours: 2,
  },
  {
    kind: "near_miss",
    severity: "minor",
    whatHappened:
      "A hammer head worked loose on a heavy blow and slid off the handle, landing beside a student's boot. Nobody was hurt.",
    actionTaken: "Stopped work and checked every hammer's wedge; two hammers are out of use until they are re-hafted.",
    afterHours: 1,
  },
  {
    kind: "cut",
    severity: "needs_first_aid",
    whatHappened: "The burr on a freshly cut bar end caught a student's palm while filing: a small, shallow cut.",
    actionTaken: "Cleaned and closed with a plaster. Deburring is now part of the demonstration before filing.",
    afterHours: 3,
  },
];

const keyPrefix = "demo-incident-";

/**
 * A few past safety incidents (issue 40 point 6) at the demo forges, so /admin/incidents and the demo
 * instructor's /manage/incidents have content on first start: recorded by each class's instructor
 * against the first session of classes that have taken place, the demo instructor's first. Runs
 * once: nothing is added when a demo incident exists.
 */
export async function seedDemoIncidents(db: Db): Promise<void> {
  const [seeded] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(like(incidents.idempotencyKey, `${keyPrefix}%`))
    .limit(1);
  if (seeded) return;
  const past = await db
    .select({
      id: classes.id,
      instructorId: classes.instructorId,
      startsAt: sql<Date>`(select min(${classSessions.startsAt}) from ${classSessions} where ${classSessions.classId} = ${classes.id})`,
    })
    .from(classes)
    .innerJoin(users, eq(users.id, classes.instructorId))
    .where(and(eq(classes.status, "completed"), sql`${classes.venueId} is not null`))
    .orderBy(desc(sql`${users.email} = 'instructor@guildforge.test'`), desc(classes.startsAt), classes.id)
    .limit(seedIncidents.length);
  for (const [i, incident] of seedIncidents.entries()) {
    const cls = past[i % Math.max(past.length, 1)];
    if (!cls?.startsAt) continue;
    const session = new Date(cls.startsAt);
    await db
      .insert(incidents)
      .values({
        classId: cls.id,
        sessionStartsAt: session,
        kind: incident.kind,
        severity: incident.severity,
        whatHappened: incident.whatHappened,
        actionTaken: incident.actionTaken,
        reportedBy: cls.instructorId,
        createdAt: new Date(session.getTime() + incident.afterHours * 3_600_000),
        idempotencyKey: `${keyPrefix}${i + 1}`,
      })
      .onConflictDoNothing();
  }
}
