import {
  type AdminArticle,
  type Article,
  type ArticleStatus,
  type ArticleSummary,
  classUrl,
  type ImageSet,
  readingMinutes,
  type ThemeSlug,
} from "@guildforge/contracts";
import type { ListPage } from "../../platform/pagination.ts";
import type { ArticleTagCount, ArticleView, StoredCover } from "./articles.repository.ts";

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** The cover as clients see it (the storage key stays on the server). */
function publicCover(cover: StoredCover | null): ImageSet | null {
  if (!cover) return null;
  const { key: _key, ...image } = cover;
  return image;
}

export function presentArticleSummary(v: ArticleView): ArticleSummary {
  const a = v.article;
  return {
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    cover: publicCover(a.cover),
    tags: a.tags,
    theme: a.theme as ThemeSlug | null,
    author: v.author,
    published_at: iso(a.publishedAt ?? a.createdAt) as string,
    reading_minutes: readingMinutes(a.body),
  };
}

export interface RelatedClassRow {
  id: number;
  slug: string;
  title: string;
  starts_at: Date | string | null;
  venue: string | null;
  time_zone: string | null;
}

export function presentArticle(v: ArticleView, bodyHtml: string, related: RelatedClassRow[]): Article {
  return {
    ...presentArticleSummary(v),
    body_html: bodyHtml,
    updated_at: v.article.updatedAt.toISOString(),
    related_classes: related.map((c) => ({
      title: c.title,
      url: classUrl(c.id, c.slug),
      starts_at: iso(c.starts_at),
      time_zone: c.time_zone,
      venue: c.venue,
    })),
  };
}

export function presentAdminArticle(v: ArticleView): AdminArticle {
  const a = v.article;
  return {
    id: a.id,
    slug: a.slug,
    title: a.title,
    summary: a.summary,
    markdown: a.body,
    cover: publicCover(a.cover),
    tags: a.tags,
    theme: a.theme as ThemeSlug | null,
    status: a.status as ArticleStatus,
    publish_at: iso(a.publishAt),
    published_at: iso(a.publishedAt),
    author: v.author,
    url: `/articles/${a.slug}`,
    created_at: a.createdAt.toISOString(),
    updated_at: a.updatedAt.toISOString(),
  };
}

/** The public list's page: `{ data, meta: { next_cursor, total, tags } }` (every tag in use). */
export function presentArticleSummaryPage(page: ListPage<ArticleView> & { tags: ArticleTagCount[] }) {
  return {
    data: page.rows.map(presentArticleSummary),
    meta: { next_cursor: page.nextCursor, total: page.total, tags: page.tags },
  };
}

/** The admin list's page: `{ data, meta: { next_cursor, total } }`. */
export function presentAdminArticlePage(page: ListPage<ArticleView>) {
  return { data: page.rows.map(presentAdminArticle), meta: { next_cursor: page.nextCursor, total: page.total } };
}
