import type { IncidentKind, IncidentSeverity } from "@guildforge/contracts";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { incidents } from "../../db/schema/index.ts";
import type { ManagedClasses } from "../../platform/managed-classes.ts";
import { managedClassesWhere } from "../../platform/managed-classes-queries.ts";

type Ts = string | Date;

/** An incident with its class, forge, and reporter, as both lists read it. */
export interface IncidentRow {
  id: number;
  class_id: number;
  class_title: string;
  class_slug: string;
  forge_id: number | null;
  forge_name: string | null;
  time_zone: string | null;
  session_starts_at: Ts;
  kind: IncidentKind;
  severity: IncidentSeverity;
  what_happened: string;
  action_taken: string;
  reporter_id: number;
  reporter_name: string;
  created_at: Ts;
  /** `created_at` to the microsecond, as text: the admin list's keyset value. */
  created_key: string;
}

/** A class one manages, with the sessions that started before the cut-off (newest first). */
export interface IncidentClassRow {
  id: number;
  title: string;
  forge_name: string | null;
  time_zone: string | null;
  sessions: Array<{ starts_at: Ts; ends_at: Ts }>;
  incident_count: number;
}

export interface ForgeCountRow {
  forge_id: number | null;
  forge_name: string | null;
  count: number;
}

export interface NewIncident {
  classId: number;
  sessionStartsAt: Date;
  kind: IncidentKind;
  severity: IncidentSeverity;
  whatHappened: string;
  actionTaken: string;
  reportedBy: number;
  idempotencyKey: string | null;
}

const incidentSelect = sql`
  select i.id::int as id, c.id::int as class_id, c.title as class_title, c.slug as class_slug,
         v.id::int as forge_id, v.name as forge_name, l.time_zone,
         i.session_starts_at, i.kind, i.severity, i.what_happened, i.action_taken,
         u.id::int as reporter_id, u.name as reporter_name, i.created_at,
         (to_json(i.created_at) #>> '{}') as created_key
  from incidents i
  join classes c on c.id = i.class_id
  left join venues v on v.id = c.venue_id
  left join locations l on l.id = v.location_id
  join users u on u.id = i.reported_by`;

/** The incident log's SQL (issue 40 point 6). */
export const incidentsRepository = {
  /** The class, its status and whether `scope` manages it; undefined when there is no such class. */
  async findClass(
    db: Db,
    scope: ManagedClasses,
    classId: number,
  ): Promise<{ id: number; status: string; managed: boolean } | undefined> {
    return rowsOf<{ id: number; status: string; managed: boolean }>(
      await db.execute(sql`
        select c.id::int as id, c.status, (${managedClassesWhere(scope)}) as managed
        from classes c left join venues v on v.id = c.venue_id
        where c.id = ${classId}`),
    )[0];
  },

  /** The starts of the class's sessions. */
  async sessionStarts(db: Db, classId: number): Promise<Date[]> {
    return rowsOf<{ starts_at: Ts }>(
      await db.execute(sql`select starts_at from class_sessions where class_id = ${classId}`),
    ).map((r) => new Date(r.starts_at));
  },

  /** Stores one incident; null when the reporter's Idempotency-Key already stored one. */
  async insert(db: Db, values: NewIncident): Promise<number | null> {
    const [row] = await db.insert(incidents).values(values).onConflictDoNothing().returning({ id: incidents.id });
    return row?.id ?? null;
  },

  /** The incident the reporter's Idempotency-Key stored, if any. */
  async findIdByKey(db: Db, reportedBy: number, key: string): Promise<number | null> {
    const [row] = await db
      .select({ id: incidents.id })
      .from(incidents)
      .where(and(eq(incidents.reportedBy, reportedBy), eq(incidents.idempotencyKey, key)));
    return row?.id ?? null;
  },

  async find(db: Db, id: number): Promise<IncidentRow | undefined> {
    return rowsOf<IncidentRow>(await db.execute(sql`${incidentSelect} where i.id = ${id}`))[0];
  },

  /** A class's incidents, newest first. */
  async forClass(db: Db, classId: number): Promise<IncidentRow[]> {
    return rowsOf<IncidentRow>(
      await db.execute(sql`${incidentSelect} where i.class_id = ${classId} order by i.created_at desc, i.id desc`),
    );
  },

  /** Every incident, newest first, after the keyset (created_at, id); and how many there are. */
  async list(
    db: Db,
    after: { at: string; id: number } | undefined,
    limit: number,
  ): Promise<{ rows: IncidentRow[]; total: number }> {
    const cut = after ? sql`where (i.created_at, i.id) < (${after.at}::timestamptz, ${after.id})` : sql``;
    const rows = rowsOf<IncidentRow>(
      await db.execute(sql`${incidentSelect} ${cut} order by i.created_at desc, i.id desc limit ${limit}`),
    );
    const [count] = rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from incidents`));
    return { rows, total: count?.n ?? 0 };
  },

  /** How many incidents each forge's classes have (classes without a forge together), most first. */
  async countsByForge(db: Db): Promise<ForgeCountRow[]> {
    return rowsOf<ForgeCountRow>(
      await db.execute(sql`
        select v.id::int as forge_id, v.name as forge_name, count(*)::int as count
        from incidents i
        join classes c on c.id = i.class_id
        left join venues v on v.id = c.venue_id
        group by v.id, v.name
        order by count(*) desc, v.name nulls last`),
    );
  },

  /**
   * The classes `scope` manages (not drafts) with a session that started by `startedBy`, each with
   * those sessions newest first and its number of incidents; the most recent session first, at most 100.
   */
  async classesWithStartedSessions(db: Db, scope: ManagedClasses, startedBy: Date): Promise<IncidentClassRow[]> {
    const cutoff = sql`${startedBy.toISOString()}::timestamptz`;
    return rowsOf<IncidentClassRow>(
      await db.execute(sql`
        select c.id::int as id, c.title, v.name as forge_name, l.time_zone,
               s.sessions, s.latest,
               (select count(*)::int from incidents i where i.class_id = c.id) as incident_count
        from classes c
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        join lateral (
          select json_agg(json_build_object('starts_at', cs.starts_at, 'ends_at', cs.ends_at)
                          order by cs.starts_at desc) as sessions,
                 max(cs.starts_at) as latest
          from class_sessions cs
          where cs.class_id = c.id and cs.starts_at <= ${cutoff}
        ) s on s.latest is not null
        where ${managedClassesWhere(scope)} and c.status <> 'draft'
        order by s.latest desc, c.id desc
        limit 100`),
    );
  },
};
