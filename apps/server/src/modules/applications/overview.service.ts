import { type Dashboard, teachingClassesPageSize } from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { type ListPage, offsetCursor } from "../../platform/pagination.ts";
import { managedClassesOf } from "./applications.policy.ts";
import { presentMyApplication, presentTeachingClass, type Rosters } from "./applications.presenter.ts";
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
      if (classId && classes.length === 0) throw errors.notFound("Class not found.");
      const limit = classId ? paging?.limit : undefined;
      const students = await read.rosters(db, { scope, classId, page: limit ? { offset, limit } : undefined });
      if (!classId || !limit) return { classes, students, page: null };
      const total = await read.rosterSize(db, { scope, classId });
      return { classes, students, page: { nextCursor: offsetCursor.next(offset, limit, total), total } };
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

    async dashboard(user: AuthUser): Promise<Dashboard> {
      const now = deps.now();
      const mine = (await read.forStudent(db, user.id, ["accepted", "pending", "waitlisted"])).map((r) =>
        presentMyApplication(r, user, now),
      );
      const upcoming = mine.filter(
        (a) => a.status === "accepted" && (a.class.ends_at == null || new Date(a.class.ends_at) > now),
      );
      const pending = mine.filter((a) => a.status === "pending" || a.status === "waitlisted");
      const teaches = user.roles.some((r) => r === "instructor" || r === "host" || r === "admin");
      let teachingView: Dashboard["teaching"] = null;
      if (teaches) {
        const classes = await teaching.classes(db, { scope: managedClassesOf(user), upcomingOnly: true, now });
        const items = classes.map(presentTeachingClass);
        teachingView = {
          classes: items.slice(0, teachingClassesPageSize),
          classes_total: items.length,
          classes_next_cursor: offsetCursor.next(0, teachingClassesPageSize, items.length),
          pending_decisions: items.reduce((n, c) => n + c.pending_count, 0),
          next_sessions: items
            .map((c) => c.next_session)
            .filter((s) => s !== null)
            .sort((a, b) => a.starts_at.localeCompare(b.starts_at))
            .slice(0, 5),
        };
      }
      return {
        student: { upcoming, pending, class_requests_count: await teaching.classRequestsCount(db, user.id) },
        teaching: teachingView,
      };
    },
  };
}
