import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export interface LocationRow {
  id: number;
  parent_id: number | null;
  kind: string;
  slug: string;
  path: string;
  name: string;
  description: string;
  lat: number | null;
  lng: number | null;
  time_zone: string;
  upcoming_classes_count: number;
}

/** Upcoming public classes whose venue lies in the location's subtree. */
const upcomingCount = sql`(select count(*)::int from classes c join venues v on v.id = c.venue_id
  join locations cl on cl.id = v.location_id
  where c.status = 'published' and c.ends_at >= now() and (cl.path = l.path or cl.path like l.path || '/%'))`;

export const locationsRepository = {
  async all(db: Db): Promise<LocationRow[]> {
    return rowsOf<LocationRow>(
      await db.execute(sql`select l.id::int as id, l.parent_id::int as parent_id, l.kind, l.slug, l.path, l.name,
        l.description, l.lat, l.lng, l.time_zone, ${upcomingCount} as upcoming_classes_count
        from locations l order by l.path`),
    );
  },

  /** The location and its ancestors (shortest path first). */
  async withAncestors(db: Db, path: string): Promise<LocationRow[]> {
    const segments = path.split("/");
    const paths = segments.map((_, i) => segments.slice(0, i + 1).join("/"));
    return rowsOf<LocationRow>(
      await db.execute(sql`select l.id::int as id, l.parent_id::int as parent_id, l.kind, l.slug, l.path, l.name,
        l.description, l.lat, l.lng, l.time_zone, ${upcomingCount} as upcoming_classes_count
        from locations l where l.path in ${paths} or l.parent_id = (select id from locations where path = ${path})
        order by length(l.path), l.name`),
    );
  },

  /** Instructors with upcoming public classes in the subtree. */
  async instructorsIn(db: Db, path: string, limit: number) {
    return rowsOf<{ id: number; name: string; slug: string; avatar_path: string | null; n: number }>(
      await db.execute(sql`select u.id::int as id, u.name, u.slug, u.avatar_path, count(*)::int as n
        from classes c join users u on u.id = c.instructor_id join venues v on v.id = c.venue_id
        join locations l on l.id = v.location_id
        where c.status = 'published' and c.ends_at >= now() and u.suspended_at is null
          and (l.path = ${path} or l.path like ${`${path}/%`})
        group by u.id order by n desc, u.name limit ${limit}`),
    );
  },
};
