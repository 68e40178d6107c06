import type {
  AdminArticle,
  AdminArticleListQuery,
  Article,
  ArticleListQuery,
  CreateArticle,
  UpdateArticle,
} from "@guildforge/contracts";
import { readingMinutes } from "@guildforge/contracts";
import { renderMarkdown } from "@guildforge/contracts/markdown";
import type { Db } from "../../db/client.ts";
import { isUniqueViolation } from "../../db/unique-violation.ts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { errors, ValidationError } from "../../platform/errors.ts";
import { removeImageSet, storeImageSet } from "../../platform/images/image-set.ts";
import { type ListPage, offsetCursor } from "../../platform/pagination.ts";
import { firstFreeSlug, slugify } from "../../platform/slug.ts";
import type { UploadStorage } from "../../platform/storage/upload-storage.ts";
import { presentAdminArticle, presentArticle } from "./articles.presenter.ts";
import {
  type ArticleTagCount,
  type ArticleView,
  type ArticleWrite,
  articlesRepository as repo,
} from "./articles.repository.ts";

/** Article URLs: "Choosing your First Hammer!" -> "choosing-your-first-hammer". */
const articleSlug = { maxLength: 80, fallback: "article" };

export interface ArticlesDeps {
  db: Db;
  storage: UploadStorage;
  now: () => Date;
  /** Queues the publish job of a scheduled article inside the caller's transaction. */
  schedulePublish: (tx: Db, id: number, at: Date) => Promise<void>;
}

const notFound = () => errors.notFound(/*i18n*/ { id: "error.article_not_found", message: "Article not found." });
const relatedLimit = 4;

/** Admin writes and public reads of articles; the routes have already checked who may call what. */
export function createArticlesService(deps: ArticlesDeps) {
  const { db } = deps;

  /** Status fields for a write: published stamps now (once), scheduled needs a future time. */
  function statusFields(
    input: Pick<UpdateArticle, "status" | "publish_at">,
    before?: { publishedAt: Date | null },
  ): ArticleWrite {
    if (input.status === undefined) return {};
    if (input.status === "scheduled") {
      const at = input.publish_at;
      if (!at || at.getTime() <= deps.now().getTime()) {
        throw new ValidationError({
          publish_at: [
            /*i18n*/ {
              id: "error.publish_at_future",
              message: "Choose a time in the future, or publish the article now.",
            },
          ],
        });
      }
      return { status: "scheduled", publishAt: at, publishedAt: null };
    }
    if (input.status === "published") {
      return { status: "published", publishAt: null, publishedAt: before?.publishedAt ?? deps.now() };
    }
    return { status: "draft", publishAt: null, publishedAt: null };
  }

  const freeSlug = (tx: Db, title: string) =>
    firstFreeSlug(slugify(title, articleSlug), (slug) => repo.slugTaken(tx, slug));

  async function adminView(id: number): Promise<AdminArticle> {
    const v = await repo.findById(db, id);
    if (!v) throw notFound();
    return presentAdminArticle(v);
  }

  return {
    adminView,

    async listPublic(q: ArticleListQuery): Promise<ListPage<ArticleView> & { tags: ArticleTagCount[] }> {
      const offset = offsetCursor.decode(q.cursor);
      const [{ rows, total }, tags] = await Promise.all([
        repo.listPublished(db, { tag: q.tag, offset, limit: q.limit }),
        repo.publishedTags(db),
      ]);
      return { rows, nextCursor: offsetCursor.next(offset, rows.length, total), total, tags };
    },

    async viewPublic(slug: string): Promise<Article> {
      const v = await repo.findPublishedBySlug(db, slug);
      if (!v) throw notFound();
      const related = v.article.theme
        ? await repo.upcomingClassesOfTheme(db, v.article.theme, deps.now(), relatedLimit)
        : [];
      return presentArticle(v, renderMarkdown(v.article.body, "article"), related);
    },

    async listAll(q: AdminArticleListQuery): Promise<ListPage<ArticleView>> {
      const offset = offsetCursor.decode(q.cursor);
      const { rows, total } = await repo.listAll(db, { status: q.status, offset, limit: q.limit });
      return { rows, nextCursor: offsetCursor.next(offset, rows.length, total), total };
    },

    preview(markdown: string) {
      return { html: renderMarkdown(markdown, "article"), reading_minutes: readingMinutes(markdown) };
    },

    async create(author: AuthUser, input: CreateArticle): Promise<AdminArticle> {
      const fields = statusFields(input);
      const id = await db
        .transaction(async (txRaw) => {
          const tx = txRaw as unknown as Db;
          const newId = await repo.insert(tx, author.id, {
            slug: await freeSlug(tx, input.title),
            title: input.title,
            summary: input.summary,
            body: input.markdown,
            tags: input.tags,
            theme: input.theme,
            status: fields.status ?? "draft",
            publishAt: fields.publishAt ?? null,
            publishedAt: fields.publishedAt ?? null,
          });
          if (fields.status === "scheduled" && fields.publishAt)
            await deps.schedulePublish(tx, newId, fields.publishAt);
          return newId;
        })
        .catch((e) => {
          if (isUniqueViolation(e))
            throw errors.conflict(
              /*i18n*/ {
                id: "error.article_title_taken",
                message: "Another article was just saved with this title; try again.",
              },
            );
          throw e;
        });
      return adminView(id);
    },

    async update(id: number, input: UpdateArticle): Promise<AdminArticle> {
      await db.transaction(async (txRaw) => {
        const tx = txRaw as unknown as Db;
        const before = await repo.lock(tx, id);
        if (!before) throw notFound();
        // A new publish_at alone reschedules a scheduled article.
        const status = input.status ?? (input.publish_at && before.status === "scheduled" ? "scheduled" : undefined);
        const fields = statusFields({ status, publish_at: input.publish_at ?? before.publishAt }, before);
        await repo.update(tx, id, {
          title: input.title,
          summary: input.summary,
          body: input.markdown,
          tags: input.tags,
          theme: input.theme,
          ...fields,
        });
        if (fields.status === "scheduled" && fields.publishAt) await deps.schedulePublish(tx, id, fields.publishAt);
      });
      return adminView(id);
    },

    async remove(id: number): Promise<void> {
      const row = await db.transaction((tx) => repo.remove(tx as unknown as Db, id));
      if (!row) throw notFound();
      if (row.cover) await removeImageSet(deps.storage, row.cover);
    },

    /** Stores a new cover (decoded and re-encoded by the image pipeline); the old files go after. */
    async uploadCover(id: number, bytes: Buffer): Promise<AdminArticle> {
      const before = await repo.findById(db, id);
      if (!before) throw notFound();
      const image = await storeImageSet(bytes, {
        storage: deps.storage,
        folder: "articles",
        prefix: String(id),
        alt: before.article.title,
        field: "cover",
      });
      const replaced = await db.transaction((tx) => repo.setCover(tx as unknown as Db, id, image));
      if (replaced) await removeImageSet(deps.storage, replaced);
      return adminView(id);
    },

    /** Publishes due scheduled articles (one, or all when no id): the job's work. */
    publishDue(id?: number): Promise<number[]> {
      return repo.publishDue(db, deps.now(), id);
    },
  };
}

export type ArticlesService = ReturnType<typeof createArticlesService>;
