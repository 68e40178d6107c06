import type { ThemeSlug } from "@guildforge/contracts";
import { and, asc, count, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { users } from "../../db/schema/index.ts";
import { taughtThemes, teachesTheme } from "../../db/taught-themes.ts";

export interface InstructorRow {
  id: number;
  name: string;
  slug: string;
  bio: string;
  avatarPath: string | null;
  homeLocation: string | null;
  themes: string[];
}

/** One of an instructor's soonest upcoming classes, with how many upcoming classes they have. */
export interface NextClassRow {
  instructor_id: number;
  id: number;
  slug: string;
  title: string;
  starts_at: string | Date;
  time_zone: string | null;
  city: string | null;
  price_cents: number;
  currency: string;
  capacity: number;
  seats_taken: number;
  upcoming_count: number;
}

export interface InstructorCursor {
  name: string;
  id: number;
}

function filters(theme: ThemeSlug | undefined): SQL | undefined {
  return and(
    sql`'instructor' = any(${users.roles})`,
    isNull(users.suspendedAt),
    theme ? teachesTheme(theme) : undefined,
  );
}

export const instructorsRepository = {
  /** Alphabetical by name, then id; keyset pagination after the cursor. */
  async list(
    db: Db,
    opts: { theme?: ThemeSlug; after?: InstructorCursor; limit: number },
  ): Promise<{ rows: InstructorRow[]; total: number }> {
    const where = filters(opts.theme);
    const page = opts.after
      ? or(gt(users.name, opts.after.name), and(sql`${users.name} = ${opts.after.name}`, gt(users.id, opts.after.id)))
      : undefined;
    const rows = await db
      .select({
        id: users.id,
        name: users.name,
        slug: users.slug,
        bio: users.bio,
        avatarPath: users.avatarPath,
        homeLocation: users.homeLocation,
        themes: taughtThemes,
      })
      .from(users)
      .where(and(where, page))
      .orderBy(asc(users.name), asc(users.id))
      .limit(opts.limit);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /**
   * The soonest `perInstructor` published, not yet finished classes of each of these instructors
   * (first session first), each row carrying the instructor's upcoming count: one query for a
   * whole page (window functions over the instructors' classes, no query per instructor).
   */
  async nextClasses(db: Db, instructorIds: number[], perInstructor: number): Promise<NextClassRow[]> {
    if (instructorIds.length === 0) return [];
    const ids = sql.join(
      instructorIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const res = await db.execute(sql`
      select instructor_id, id, slug, title, starts_at, time_zone, city, price_cents, currency,
             capacity, seats_taken, upcoming_count
      from (
        select c.instructor_id::int as instructor_id, c.id::int as id, c.slug, c.title, c.starts_at,
               l.time_zone, l.name as city, c.price_cents, c.currency, c.capacity, c.seats_taken,
               row_number() over (partition by c.instructor_id order by c.starts_at, c.id)::int as rn,
               count(*) over (partition by c.instructor_id)::int as upcoming_count
        from classes c
        left join venues v on v.id = c.venue_id
        left join locations l on l.id = v.location_id
        where c.instructor_id in (${ids}) and c.status = 'published' and c.ends_at >= now()
      ) upcoming
      where rn <= ${perInstructor}
      order by instructor_id, rn`);
    return rowsOf<NextClassRow>(res);
  },
};
