import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { rowsOf } from "../../db/rows.ts";

export const themesRepository = {
  /** Upcoming published classes per theme slug (one query); themes without any are absent. */
  async upcomingCounts(db: Db): Promise<Map<string, number>> {
    const res = await db.execute(sql`select theme, count(*)::int as n from classes
      where status = 'published' and ends_at >= now() group by theme`);
    return new Map(rowsOf<{ theme: string; n: number }>(res).map((r) => [r.theme, r.n]));
  },
};
