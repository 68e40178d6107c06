import {
  type CreateIncident,
  type Incident,
  type IncidentClass,
  type IncidentForgeCount,
  incidentStartToleranceMinutes,
} from "@guildforge/contracts";
import type { Db } from "../../db/client.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors } from "../../platform/errors.ts";
import { managedClassesOf } from "../../platform/managed-classes.ts";
import { keysetCursor, type ListPage, pageOf, rowsToRead } from "../../platform/pagination.ts";
import { type IncidentClassSubject, incidentsPolicy as policy } from "./incidents.policy.ts";
import { presentForgeCount, presentIncident, presentIncidentClass } from "./incidents.presenter.ts";
import { incidentsRepository as repo } from "./incidents.repository.ts";

const toleranceMs = incidentStartToleranceMinutes * 60_000;
const cursorSort = "incidents";

export interface IncidentsDeps {
  db: Db;
  now: () => Date;
}

/**
 * The safety incident log (issue 40 point 6): a class's managers record an incident against one
 * of its sessions that has started and read the class's incidents; admins read them all, with the
 * counts per forge. Nothing here reaches a public answer.
 */
export function createIncidentsService(deps: IncidentsDeps) {
  const { db } = deps;

  /** The class if `user` manages it for `action`; else the 404 of a class that is not there. */
  async function managedClass(user: AuthUser, classId: number, action: "record" | "readClass") {
    const found = await repo.findClass(db, managedClassesOf(user), classId);
    if (!found) throw errors.notFound(/*i18n*/ { id: "error.class_not_found", message: "Class not found." });
    const subject: IncidentClassSubject = { managed: found.managed, status: found.status };
    policy.authorize(user, action, subject);
    return found;
  }

  async function view(id: number): Promise<Incident> {
    const row = await repo.find(db, id);
    if (!row) throw new Error(`incident ${id} vanished after it was stored`);
    return presentIncident(row);
  }

  return {
    /**
     * Records an incident against one of the class's sessions that has started (within the
     * tolerance). Idempotent by the reporter's Idempotency-Key: a retry returns the first incident.
     * One insert after every check, so a refusal stores nothing.
     */
    async record(user: AuthUser, classId: number, input: CreateIncident, key: string | null): Promise<Incident> {
      if (key) {
        const existing = await repo.findIdByKey(db, user.id, key);
        if (existing !== null) return view(existing);
      }
      await managedClass(user, classId, "record");
      const at = Date.parse(input.session_starts_at);
      const session = (await repo.sessionStarts(db, classId)).find((s) => s.getTime() === at);
      if (!session)
        throw errors.validation(
          "session_starts_at",
          /*i18n*/ {
            id: "error.incident_session",
            message: "Choose one of this class's sessions.",
          },
        );
      if (session.getTime() > deps.now().getTime() + toleranceMs) {
        throw errors.validation(
          "session_starts_at",
          /*i18n*/ {
            id: "error.incident_too_early",
            message: "This session has not started yet. Record an incident once the session has begun.",
          },
        );
      }
      const id =
        (await repo.insert(db, {
          classId,
          sessionStartsAt: session,
          kind: input.kind,
          severity: input.severity,
          whatHappened: input.what_happened,
          actionTaken: input.action_taken,
          reportedBy: user.id,
          idempotencyKey: key,
        })) ?? (key ? await repo.findIdByKey(db, user.id, key) : null);
      if (id === null) throw new Error("incident insert returned no row");
      return view(id);
    },

    /** A class's incidents, newest first, for its managers. */
    async forClass(user: AuthUser, classId: number): Promise<Incident[]> {
      await managedClass(user, classId, "readClass");
      return (await repo.forClass(db, classId)).map(presentIncident);
    },

    /** The classes `user` manages with sessions that have started: the recording form's choices. */
    async classes(user: AuthUser): Promise<IncidentClass[]> {
      policy.authorize(user, "listClasses");
      const startedBy = new Date(deps.now().getTime() + toleranceMs);
      return (await repo.classesWithStartedSessions(db, managedClassesOf(user), startedBy)).map(presentIncidentClass);
    },

    /** Admins: every incident, newest first (keyset pages), and the counts per forge. */
    async adminList(
      user: AuthUser,
      q: { cursor?: string; limit: number },
    ): Promise<ListPage<Incident> & { byForge: IncidentForgeCount[] }> {
      policy.authorize(user, "adminList");
      const after = q.cursor ? keysetCursor.decode(q.cursor, cursorSort, "instant") : undefined;
      const [{ rows, total }, counts] = await Promise.all([
        repo.list(db, after ? { at: after.value as string, id: after.id } : undefined, rowsToRead(q.limit)),
        repo.countsByForge(db),
      ]);
      const page = pageOf(rows, q.limit, (last) =>
        keysetCursor.encode({ sort: cursorSort, value: last.created_key, id: last.id }),
      );
      return {
        rows: page.rows.map(presentIncident),
        nextCursor: page.nextCursor,
        total,
        byForge: counts.map(presentForgeCount),
      };
    },
  };
}
export type IncidentsService = ReturnType<typeof createIncidentsService>;
