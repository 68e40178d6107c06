import { and, eq, gte, lt } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { applications, classes, classSessions, locations, venues } from "../../db/schema/index.ts";

/** What the release page shows: the application, its class and the session the link was made for. */
export interface SeatReleaseRow {
  applicationId: number;
  studentId: number;
  status: string;
  classId: number;
  classSlug: string;
  classTitle: string;
  sessionStartsAt: Date;
  forgeName: string | null;
  timeZone: string | null;
}

export const seatReleaseRepository = {
  /** The application and the session of its class that starts in the link's second, if there is one. */
  async find(db: Db, applicationId: number, sessionStart: Date): Promise<SeatReleaseRow | null> {
    const next = new Date(sessionStart.getTime() + 1000);
    const [row] = await db
      .select({
        applicationId: applications.id,
        studentId: applications.studentId,
        status: applications.status,
        classId: classes.id,
        classSlug: classes.slug,
        classTitle: classes.title,
        sessionStartsAt: classSessions.startsAt,
        forgeName: venues.name,
        timeZone: locations.timeZone,
      })
      .from(applications)
      .innerJoin(classes, eq(classes.id, applications.classId))
      .innerJoin(
        classSessions,
        and(
          eq(classSessions.classId, classes.id),
          gte(classSessions.startsAt, sessionStart),
          lt(classSessions.startsAt, next),
        ),
      )
      .leftJoin(venues, eq(venues.id, classes.venueId))
      .leftJoin(locations, eq(locations.id, venues.locationId))
      .where(eq(applications.id, applicationId))
      .limit(1);
    return row ?? null;
  },
};
