import { themes, themesResponseSchema } from "@guildforge/contracts";
import { sql } from "drizzle-orm";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { Db } from "../../db/client.ts";

/** Upcoming public classes per theme (one query). */
async function upcomingCounts(db: Db): Promise<Map<string, number>> {
  const res = await db.execute(sql`select theme, count(*)::int as n from classes
    where status = 'published' and ends_at >= now() group by theme`);
  return new Map((res as unknown as { rows: Array<{ theme: string; n: number }> }).rows.map((r) => [r.theme, r.n]));
}

/** GET /api/themes: the six SPEC themes with their upcoming class counts. */
export const themesRoutes: FastifyPluginAsyncZod = async (app) => {
  const schema = {
    tags: ["Themes"],
    summary: "The six class themes with their upcoming class counts",
    response: { 200: themesResponseSchema },
  };
  app.get("/themes", { schema }, async () => {
    const counts = await upcomingCounts(app.deps.database.db);
    return {
      data: themes.map((t) => ({
        slug: t.slug,
        name: t.name,
        url: `/learn/${t.slug}`,
        upcoming_classes_count: counts.get(t.slug) ?? 0,
      })),
    };
  });
};
