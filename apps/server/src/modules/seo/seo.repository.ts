import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

/** What the sitemap lists: public, indexable things only (no drafts, no cancelled classes). */
export const seoRepository = {
  async upcomingClasses(db: Db) {
    return rowsOf<{ id: number; slug: string; updated_at: Date | string }>(
      await db.execute(sql`select id::int as id, slug, updated_at from classes
        where status = 'published' and ends_at >= now() order by id`),
    );
  },
  async locations(db: Db) {
    return rowsOf<{ path: string; created_at: Date | string }>(
      await db.execute(sql`select path, created_at from locations order by path`),
    );
  },
  async instructors(db: Db) {
    return rowsOf<{ slug: string; updated_at: Date | string }>(
      await db.execute(sql`select slug, updated_at from users
        where 'instructor' = any(roles) and suspended_at is null order by slug`),
    );
  },
  async publishedArticles(db: Db) {
    return rowsOf<{ slug: string; updated_at: Date | string }>(
      await db.execute(
        sql`select slug, updated_at from articles where status = 'published' order by published_at desc, id desc`,
      ),
    );
  },
};
