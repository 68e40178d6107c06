import type { ArticleStatus, ImageSet } from "@guildforge/contracts";
import { and, arrayContains, count, desc, eq, lte, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { articles, users } from "../../db/schema/index.ts";

export type ArticleRow = typeof articles.$inferSelect;
export interface ArticleView {
  article: ArticleRow;
  author: { name: string; slug: string };
}
export type StoredCover = ImageSet & { key?: string };

export interface ArticleWrite {
  slug?: string;
  title?: string;
  summary?: string;
  body?: string;
  tags?: string[];
  theme?: string | null;
  status?: ArticleStatus;
  publishAt?: Date | null;
  publishedAt?: Date | null;
}

const published = eq(articles.status, "published");
const viewColumns = { article: articles, author: { name: users.name, slug: users.slug } };

/** The only SQL of the articles feature. Public reads always filter on `published`. */
export const articlesRepository = {
  async listPublished(db: Db, q: { tag?: string; offset: number; limit: number }) {
    const where = q.tag ? and(published, arrayContains(articles.tags, [q.tag])) : published;
    const rows: ArticleView[] = await db
      .select(viewColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .offset(q.offset)
      .limit(q.limit);
    const [total] = await db.select({ n: count() }).from(articles).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Tags of published articles with how many use each, most used first. */
  async publishedTags(db: Db) {
    return rowsOf<ArticleTagCount>(
      await db.execute(sql`select tag, count(*)::int as count from articles, unnest(tags) as tag
        where status = 'published' group by tag order by count desc, tag`),
    );
  },

  async findPublishedBySlug(db: Db, slug: string): Promise<ArticleView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(and(published, eq(articles.slug, slug)));
    return row;
  },

  async findById(db: Db, id: number): Promise<ArticleView | undefined> {
    const [row] = await db
      .select(viewColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(eq(articles.id, id));
    return row;
  },

  async listAll(db: Db, q: { status?: ArticleStatus; offset: number; limit: number }) {
    const where = q.status ? eq(articles.status, q.status) : undefined;
    const rows: ArticleView[] = await db
      .select(viewColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .offset(q.offset)
      .limit(q.limit);
    const [total] = await db.select({ n: count() }).from(articles).where(where);
    return { rows, total: total?.n ?? 0 };
  },

  /** Latest published, for the feed and the sitemap. */
  async latestPublished(db: Db, limit: number): Promise<ArticleView[]> {
    return db
      .select(viewColumns)
      .from(articles)
      .innerJoin(users, eq(users.id, articles.authorId))
      .where(published)
      .orderBy(desc(articles.publishedAt), desc(articles.id))
      .limit(limit);
  },

  async slugTaken(db: Db, slug: string): Promise<boolean> {
    const [row] = await db.select({ id: articles.id }).from(articles).where(eq(articles.slug, slug));
    return !!row;
  },

  async insert(
    db: Db,
    authorId: number,
    v: Required<Omit<ArticleWrite, "publishedAt">> & { publishedAt: Date | null },
  ) {
    const [row] = await db
      .insert(articles)
      .values({ ...v, authorId })
      .returning({ id: articles.id });
    if (!row) throw new Error("article insert returned no row");
    return row.id;
  },

  async lock(db: Db, id: number): Promise<ArticleRow | undefined> {
    const [row] = await db.select().from(articles).where(eq(articles.id, id)).for("update");
    return row;
  },

  async update(db: Db, id: number, v: ArticleWrite): Promise<void> {
    await db
      .update(articles)
      .set({ ...v, updatedAt: sql`now()` })
      .where(eq(articles.id, id));
  },

  /** Sets the cover; returns the one it replaced (its files are then deleted). */
  async setCover(db: Db, id: number, cover: StoredCover): Promise<StoredCover | null> {
    const before = rowsOf<{ cover: StoredCover | null }>(
      await db.execute(sql`select cover from articles where id = ${id} for update`),
    )[0];
    await db.update(articles).set({ cover, updatedAt: sql`now()` }).where(eq(articles.id, id));
    return before?.cover ?? null;
  },

  async remove(db: Db, id: number): Promise<ArticleRow | undefined> {
    const [row] = await db.delete(articles).where(eq(articles.id, id)).returning();
    return row;
  },

  /** Publishes scheduled articles whose time has come; returns their ids. */
  async publishDue(db: Db, now: Date, id?: number): Promise<number[]> {
    const due = and(eq(articles.status, "scheduled"), lte(articles.publishAt, now));
    const rows = await db
      .update(articles)
      .set({ status: "published", publishedAt: sql`${articles.publishAt}`, updatedAt: sql`now()` })
      .where(id === undefined ? due : and(due, eq(articles.id, id)))
      .returning({ id: articles.id });
    return rows.map((r) => r.id);
  },

  /** Upcoming published classes of a theme, soonest first, with their venue's name. */
  async upcomingClassesOfTheme(db: Db, theme: string, now: Date, limit: number) {
    return rowsOf<{
      id: number;
      slug: string;
      title: string;
      starts_at: Date | string | null;
      venue: string | null;
      time_zone: string | null;
    }>(
      await db.execute(sql`select c.id::int as id, c.slug, c.title, c.starts_at, v.name as venue, vl.time_zone
        from classes c left join venues v on v.id = c.venue_id
        left join locations vl on vl.id = v.location_id
        where c.theme = ${theme} and c.status = 'published' and c.starts_at >= ${now.toISOString()}
        order by c.starts_at, c.id limit ${limit}`),
    );
  },
};

/** A tag in use and how many published articles carry it. */
export interface ArticleTagCount {
  tag: string;
  count: number;
}
