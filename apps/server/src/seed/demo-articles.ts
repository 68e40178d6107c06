import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { articles, users } from "../db/schema/index.ts";
import type { UploadStorage } from "../platform/storage/upload-storage.ts";
import { articleCoverSvg } from "./articles/article-covers.ts";
import { drafts } from "./articles/articles-draft.ts";
import { horsesAndIron } from "./articles/articles-horses-iron.ts";
import { knivesAndSteel } from "./articles/articles-knives-steel.ts";
import { projects } from "./articles/articles-projects.ts";
import { safetyAndTools } from "./articles/articles-safety-tools.ts";
import type { SeedArticle } from "./articles/seed-article.ts";
import { mapLimit, writeSeedImage } from "./classes/covers.ts";

export const seedArticles: SeedArticle[] = [
  ...safetyAndTools,
  ...knivesAndSteel,
  ...horsesAndIron,
  ...projects,
  ...drafts,
];

const author = "admin@guildforge.test";
const day = 86_400_000;

/** Demo articles by the demo admin, each with generated forge art as its cover; idempotent (by slug). */
export async function seedDemoArticles(db: Db, storage: UploadStorage): Promise<void> {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, author));
  if (!admin) return;
  const now = Date.now();
  await mapLimit(seedArticles, 2, async (a, i) => {
    const cover = await writeSeedImage(storage, `article-${a.slug}`, articleCoverSvg(a.motif, a.hue, i + 7), "");
    const publishedAt = a.draft ? null : new Date(now - a.daysAgo * day);
    await db
      .insert(articles)
      .values({
        slug: a.slug,
        title: a.title,
        summary: a.summary,
        body: a.markdown,
        cover,
        tags: a.tags,
        theme: a.theme,
        authorId: admin.id,
        status: a.draft ? "draft" : "published",
        publishedAt,
        createdAt: publishedAt ?? new Date(now),
        updatedAt: publishedAt ?? new Date(now),
      })
      .onConflictDoNothing();
  });
}
