import { teachingClassesPageSize } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { type ListPage, offsetCursor, pageOf } from "../../platform/pagination.ts";
import { managedClassesOf } from "./applications.policy.ts";
import type { DashboardModel, Rosters } from "./applications.presenter.ts";
import { applicationsReadRepository as read } from "./applications-read.repository.ts";
import { type RosterClassRow, type TeachingClassRow, teachingRepository as teaching } from "./teaching.repository.ts";

/** Read models: rosters per class (/manage/students) and the dashboard (/dashboard). */
export function createOverviewService(deps: { db: Db; now: () => Date }) {
  const { db } = deps;
  return {
    /**
     * Accepted students per managed class; with classId, that class only (404 if not managed).
     * With classId and a limit, one page of that roster's students and the page's meta.
     */
    async rosters(user: AuthUser, classId?: number, paging?: { cursor?: string; limit?: number }): Promise<Rosters> {
      const scope = managedClassesOf(user);
      const offset = offsetCursor.decode(paging?.cursor);
      const classes = await teaching.classes(db, { scope, classId, now: deps.now() });
      if (classId && classes.length === 0)
        throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
      const limit = classId ? paging?.limit : undefined;
      const [students, sessions] = await Promise.all([
        read.rosters(db, { scope, classId, page: limit ? { offset, limit } : undefined }),
        teaching.sessionAttendance(
          db,
          classes.map((c) => Number(c.class_id)),
          deps.now(),
        ),
      ]);
      if (!classId || !limit) return { classes, students, sessions, page: null };
      const total = await read.rosterSize(db, { scope, classId });
      return { classes, students, sessions, page: { nextCursor: offsetCursor.next(offset, limit, total), total } };
    },

    /** Every managed class but drafts with its application counts (the pickers of /manage/*). */
    rosterClasses(user: AuthUser): Promise<RosterClassRow[]> {
      return teaching.rosterClasses(db, { scope: managedClassesOf(user), now: deps.now() });
    },

    /** The managed classes that have not ended, soonest first, one page (the dashboard's "Load more"). */
    async teachingClasses(user: AuthUser, q: { cursor?: string; limit: number }): Promise<ListPage<TeachingClassRow>> {
      const offset = offsetCursor.decode(q.cursor);
      const scope = { scope: managedClassesOf(user), upcomingOnly: true, now: deps.now() };
      const [rows, total] = await Promise.all([
        teaching.classes(db, { ...scope, page: { offset, limit: q.limit } }),
        teaching.countClasses(db, scope),
      ]);
      return { rows, nextCursor: offsetCursor.next(offset, q.limit, total), total };
    },

    /** What the dashboard shows; every upcoming class one teaches is read (totals and next sessions). */
    async dashboard(user: AuthUser): Promise<DashboardModel> {
      const now = deps.now();
      const applications = await read.forStudent(db, user.id, ["accepted", "pending", "waitlisted"]);
      const teaches = user.roles.some((r) => r === "instructor" || r === "host" || r === "admin");
      let teachingView: DashboardModel["teaching"] = null;
      if (teaches) {
        const classes = await teaching.classes(db, { scope: managedClassesOf(user), upcomingOnly: true, now });
        const firstPage = pageOf(classes, teachingClassesPageSize, () => offsetCursor.encode(teachingClassesPageSize));
        teachingView = { classes, firstPage };
      }
      const classRequestsCount = await teaching.classRequestsCount(db, user.id);
      return { now, applications, classRequestsCount, teaching: teachingView };
    },
  };
}
