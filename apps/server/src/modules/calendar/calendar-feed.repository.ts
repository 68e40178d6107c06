import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";
import { calendarFeeds } from "../../db/schema/index.ts";

export interface FeedRow {
  userId: number;
  version: number;
  enabled: boolean;
  lastReadAt: Date | null;
}

/** One session in a person's feed, with its place among its class's sessions. */
export interface FeedSessionRow {
  classId: number;
  classSlug: string;
  title: string;
  summary: string;
  classStatus: string;
  sequence: number;
  ordinal: number;
  sessionCount: number;
  startsAt: Date;
  endsAt: Date;
  forgeName: string | null;
  forgeAddress: string | null;
  teaching: boolean;
}

const feedColumns = {
  userId: calendarFeeds.userId,
  version: calendarFeeds.version,
  enabled: calendarFeeds.enabled,
  lastReadAt: calendarFeeds.lastReadAt,
};

export const calendarFeedRepository = {
  async find(db: Db, userId: number): Promise<FeedRow | undefined> {
    const [row] = await db.select(feedColumns).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
    return row;
  },

  /** Turns the feed on; an enabled feed keeps its link (one statement: two taps make one link). */
  async enable(db: Db, userId: number): Promise<FeedRow> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, version: 1, enabled: true })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: {
          enabled: true,
          version: sql`case when ${calendarFeeds.enabled} then ${calendarFeeds.version} else ${calendarFeeds.version} + 1 end`,
          lastReadAt: sql`case when ${calendarFeeds.enabled} then ${calendarFeeds.lastReadAt} else null end`,
        },
      })
      .returning(feedColumns);
    if (!row) throw new Error("calendar feed upsert returned nothing");
    return row;
  },

  /** A new link: the version moves on, every older link stops. */
  async regenerate(db: Db, userId: number): Promise<FeedRow> {
    const [row] = await db
      .insert(calendarFeeds)
      .values({ userId, version: 1, enabled: true })
      .onConflictDoUpdate({
        target: calendarFeeds.userId,
        set: { enabled: true, version: sql`${calendarFeeds.version} + 1`, lastReadAt: null },
      })
      .returning(feedColumns);
    if (!row) throw new Error("calendar feed upsert returned nothing");
    return row;
  },

  /** Off: the version stays, so no old link comes back when the feed is turned on again. */
  async disable(db: Db, userId: number): Promise<void> {
    await db.update(calendarFeeds).set({ enabled: false }).where(eq(calendarFeeds.userId, userId));
  },

  /** The feed a token names, if it is on, at that version, and its owner is not suspended: the owner's language. */
  async live(db: Db, userId: number, version: number): Promise<{ language: string | null } | undefined> {
    const rows = rowsOf<{ language: string | null }>(
      await db.execute(sql`
        select u.language from calendar_feeds f join users u on u.id = f.user_id and u.suspended_at is null
        where f.user_id = ${userId} and f.version = ${version} and f.enabled`),
    );
    return rows[0];
  },

  /** Notes the read, at most once a minute (calendar apps poll; no write per poll). */
  async touch(db: Db, userId: number, now: Date): Promise<void> {
    await db
      .update(calendarFeeds)
      .set({ lastReadAt: now })
      .where(
        and(
          eq(calendarFeeds.userId, userId),
          sql`(${calendarFeeds.lastReadAt} is null or ${calendarFeeds.lastReadAt} < ${new Date(now.getTime() - 60_000).toISOString()}::timestamptz)`,
        ),
      );
  },

  /**
   * Every session since `since` of the classes `userId` holds a seat in (accepted; or cancelled
   * with the class after having been accepted: shown cancelled) or teaches (not drafts). The
   * ordinal counts all the class's sessions, so a session keeps its place whatever the window.
   */
  async sessions(db: Db, userId: number, since: Date): Promise<FeedSessionRow[]> {
    const rows = rowsOf<{
      class_id: string | number;
      slug: string;
      title: string;
      summary: string;
      status: string;
      sequence: number;
      ordinal: string | number;
      session_count: string | number;
      starts_at: string | Date;
      ends_at: string | Date;
      forge_name: string | null;
      forge_address: string | null;
      teaching: boolean;
    }>(
      await db.execute(sql`
        with mine as (
          select c.id, false as teaching from classes c
          join applications a on a.class_id = c.id and a.student_id = ${userId}
          where a.status = 'accepted'
             or (a.status = 'cancelled' and c.status = 'cancelled' and a.accepted_at is not null)
          union
          select c.id, true as teaching from classes c
          where c.instructor_id = ${userId} and c.status <> 'draft'
        ),
        numbered as (
          select s.class_id, s.starts_at, s.ends_at,
                 row_number() over (partition by s.class_id order by s.starts_at, s.id) as ordinal,
                 count(*) over (partition by s.class_id) as session_count
          from class_sessions s where s.class_id in (select id from mine)
        )
        select c.id as class_id, c.slug, c.title, c.summary, c.status, c.calendar_sequence as sequence,
               n.ordinal, n.session_count, n.starts_at, n.ends_at,
               v.name as forge_name, v.address as forge_address, bool_or(m.teaching) as teaching
        from numbered n
        join classes c on c.id = n.class_id
        join mine m on m.id = c.id
        left join venues v on v.id = c.venue_id
        where n.ends_at >= ${since.toISOString()}::timestamptz
        group by c.id, n.ordinal, n.session_count, n.starts_at, n.ends_at, v.name, v.address
        order by n.starts_at, c.id
        limit 2000`),
    );
    return rows.map((r) => ({
      classId: Number(r.class_id),
      classSlug: r.slug,
      title: r.title,
      summary: r.summary,
      classStatus: r.status,
      sequence: Number(r.sequence),
      ordinal: Number(r.ordinal),
      sessionCount: Number(r.session_count),
      startsAt: new Date(r.starts_at),
      endsAt: new Date(r.ends_at),
      forgeName: r.forge_name,
      forgeAddress: r.forge_address,
      teaching: r.teaching === true,
    }));
  },
};
