import { sql } from "drizzle-orm";

/**
 * The themes a person actually teaches (decision 370), correlated on the outer "users" row: the
 * themes of their visible classes (published or completed) or, while they have none yet, the
 * themes of their approved role applications. Shared by the instructors list and public profiles.
 */
const fromClasses = sql`select distinct c.theme as t from classes c
  where c.instructor_id = "users"."id" and c.status in ('published', 'completed')`;
const fromApplications = sql`select distinct t from role_applications ra, unnest(ra.themes) as t
  where ra.user_id = "users"."id" and ra.status = 'approved'`;

export const taughtThemes = sql<string[]>`coalesce(
  (select array_agg(t order by t) from (${fromClasses}) taught),
  (select array_agg(t order by t) from (${fromApplications}) approved),
  '{}'::text[])`;

/** True when the outer "users" row teaches `theme` by the same definition as `taughtThemes`. */
export const teachesTheme = (theme: string) => sql`${theme}::text = any(${taughtThemes})`;
