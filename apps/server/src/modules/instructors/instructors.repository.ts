import type { ThemeSlug } from "@guildforge/contracts";
import { and, asc, count, gt, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { users } from "../../db/schema/index.ts";

export interface InstructorRow {
  id: number;
  name: string;
  slug: string;
  bio: string;
  avatarPath: string | null;
  homeLocation: string | null;
  themes: string[];
}

export interface InstructorCursor {
  name: string;
  id: number;
}

/** Themes from the instructor's approved role applications ("users" is the outer row). */
const approvedThemes = sql<string[]>`coalesce((
  select array_agg(distinct t order by t)
  from role_applications ra, unnest(ra.themes) as t
  where ra.user_id = "users"."id" and ra.status = 'approved'
), '{}'::text[])`;

function filters(theme: ThemeSlug | undefined): SQL | undefined {
  return and(
    sql`'instructor' = any(${users.roles})`,
    isNull(users.suspendedAt),
    theme
      ? sql`exists (select 1 from role_applications ra where ra.user_id = "users"."id" and ra.status = 'approved' and ${theme}::text = any(ra.themes))`
      : undefined,
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
        themes: approvedThemes,
      })
      .from(users)
      .where(and(where, page))
      .orderBy(asc(users.name), asc(users.id))
      .limit(opts.limit);
    const [total] = await db.select({ n: count() }).from(users).where(where);
    return { rows, total: total?.n ?? 0 };
  },
};
