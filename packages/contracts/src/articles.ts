import { z } from "zod";
import { boundedInstant } from "./instant.ts";
import {
  cursorSchema,
  idParamSchema,
  invisibleTextMessages,
  safeString,
  safeText,
  visibleString,
} from "./safe-input.ts";
import { schemaMessage, schemaText } from "./schema-message.ts";
import { themeSlugSchema } from "./themes.ts";
import { imageSetSchema } from "./venues.ts";

const chooseDateTimePublishMessage = schemaMessage(
  /*i18n*/ { id: "validation.articles.choose_date_time_publish", message: "Choose the date and time to publish." },
);
const keepArticleUnder60000Message = schemaMessage(
  /*i18n*/ { id: "validation.articles.keep_article_under_60000", message: "Keep the article under 60,000 characters." },
);

/**
 * DOMAIN.md "Articles and pages": admins write articles (Markdown body, cover, tags, summary);
 * a draft or a scheduled article is visible to admins only, a scheduled one is published by the
 * job queue at `publish_at` (decision 301).
 */
export const articleStatusList = ["draft", "scheduled", "published"] as const;
export const articleStatusSchema = z.enum(articleStatusList);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;
export const articleStatusLabels: Record<ArticleStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};

/** A tag: lowercase words joined by hyphens ("carbon-steel"). */
export const articleTagSchema = safeString()
  .trim()
  .toLowerCase()
  .regex(
    /^[a-z0-9]+(-[a-z0-9]+)*$/,
    schemaMessage(
      /*i18n*/ {
        id: "validation.articles.write_tags_lowercase_words",
        message: "Write tags as lowercase words joined by hyphens, such as carbon-steel.",
      },
    ),
  )
  .max(
    30,
    schemaMessage(
      /*i18n*/ { id: "validation.articles.keep_each_tag_under", message: "Keep each tag under 30 characters." },
    ),
  );
export const articleTagsMax = 8;
export const articleBodyMax = 60_000;

/** An article slug in a URL (any other text is simply not found). */
export const articleSlugSchema = safeString()
  .min(1)
  .max(200, schemaMessage(/*i18n*/ { id: "validation.articles.article_not_found", message: "Article not found." }));

const publishAtSchema = boundedInstant(chooseDateTimePublishMessage).transform((s) => new Date(s));

/** The fields an admin writes (POST takes all but cover, PATCH any subset). */
export const articleFields = {
  title: visibleString(invisibleTextMessages.title)
    .min(
      5,
      schemaMessage(
        /*i18n*/ {
          id: "validation.articles.give_article_title_least",
          message: "Give the article a title of at least 5 characters.",
        },
      ),
    )
    .max(
      140,
      schemaMessage(
        /*i18n*/ { id: "validation.articles.keep_title_under_140", message: "Keep the title under 140 characters." },
      ),
    ),
  summary: safeText()
    .trim()
    .min(
      20,
      schemaMessage(
        /*i18n*/ {
          id: "validation.articles.write_summary_least_20",
          message: "Write a summary of at least 20 characters.",
        },
      ),
    )
    .max(
      400,
      schemaMessage(
        /*i18n*/ {
          id: "validation.articles.keep_summary_under_400",
          message: "Keep the summary under 400 characters.",
        },
      ),
    ),
  /** The Markdown source ("markdown", not "body": error keys name request fields). */
  markdown: safeText()
    .trim()
    .min(
      50,
      schemaMessage(
        /*i18n*/ {
          id: "validation.articles.write_article_body_least",
          message: "Write an article body of at least 50 characters.",
        },
      ),
    )
    .max(articleBodyMax, keepArticleUnder60000Message),
  tags: z
    .array(articleTagSchema)
    .max(
      articleTagsMax,
      schemaMessage(
        /*i18n*/ { id: "validation.articles.too_many_tags", message: "Use at most {maximum} tags." },
        { maximum: articleTagsMax },
      ),
    )
    .transform((tags) => [...new Set(tags)]),
  /** The class theme the article is about: its page lists upcoming classes of that theme. */
  theme: themeSlugSchema.nullable(),
  status: articleStatusSchema,
  /** Required when status is `scheduled` (a future instant); ignored otherwise. */
  publish_at: publishAtSchema.nullable(),
};

const scheduleNeedsTime = (v: { status?: ArticleStatus; publish_at?: Date | null }, ctx: z.RefinementCtx) => {
  if (v.status === "scheduled" && !v.publish_at) {
    ctx.addIssue({ code: "custom", path: ["publish_at"], message: schemaText(chooseDateTimePublishMessage) });
  }
};

/** POST /api/admin/articles (201). */
export const createArticleSchema = z
  .object({
    ...articleFields,
    tags: articleFields.tags.default([]),
    theme: articleFields.theme.default(null),
    status: articleFields.status.default("draft"),
    publish_at: articleFields.publish_at.default(null),
  })
  .superRefine(scheduleNeedsTime);
export type CreateArticle = z.infer<typeof createArticleSchema>;

/** PATCH /api/admin/articles/{id}: any subset; `scheduled` still needs publish_at. */
export const updateArticleSchema = z
  .object(articleFields)
  .partial()
  .refine(
    (v) => Object.keys(v).length > 0,
    schemaMessage(/*i18n*/ { id: "validation.common.change_least_one_field", message: "Change at least one field." }),
  )
  .superRefine(scheduleNeedsTime);
export type UpdateArticle = z.infer<typeof updateArticleSchema>;

/** POST /api/admin/articles/preview: the Markdown as the public page will render it. */
export const articlePreviewSchema = z.object({
  markdown: safeText().max(articleBodyMax, keepArticleUnder60000Message),
});
export const articlePreviewResponseSchema = z.object({
  data: z.object({ html: z.string(), reading_minutes: z.number().int() }),
});

export const articleIdParamsSchema = z.object({ id: idParamSchema() });
export const articleSlugParamsSchema = z.object({ slug: articleSlugSchema });

const authorSchema = z.object({ name: z.string(), slug: z.string() });

/** An article in public lists. */
export const articleSummarySchema = z.object({
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  cover: imageSetSchema.nullable(),
  tags: z.array(z.string()),
  theme: themeSlugSchema.nullable(),
  author: authorSchema,
  published_at: z.string(),
  reading_minutes: z.number().int(),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

/** An upcoming published class of the article's theme, live from the catalogue. */
export const relatedClassSchema = z.object({
  title: z.string(),
  url: z.string(),
  starts_at: z.string().nullable(),
  /** The forge's IANA time zone: class times are shown in it, with its abbreviation. */
  time_zone: z.string().nullable(),
  venue: z.string().nullable(),
});

/** GET /api/articles/{slug}: published articles only. */
export const articleSchema = articleSummarySchema.extend({
  /** The Markdown body rendered by the one sanitising pipeline (decision 300). */
  body_html: z.string(),
  updated_at: z.string(),
  related_classes: z.array(relatedClassSchema),
});
export type Article = z.infer<typeof articleSchema>;
export const articleResponseSchema = z.object({ data: articleSchema });

const paginationMetaSchema = z.object({ next_cursor: z.string().nullable(), total: z.number().int() });

/** GET /api/articles: newest first, optionally one tag. */
export const articleListQuerySchema = z.object({
  tag: articleTagSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});
export type ArticleListQuery = z.infer<typeof articleListQuerySchema>;
export const articleListResponseSchema = z.object({
  data: z.array(articleSummarySchema),
  meta: paginationMetaSchema.extend({ tags: z.array(z.object({ tag: z.string(), count: z.number().int() })) }),
});
export type ArticleListResponse = z.infer<typeof articleListResponseSchema>;

/** An article as admins see it: any status, the Markdown source. */
export const adminArticleSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  markdown: z.string(),
  cover: imageSetSchema.nullable(),
  tags: z.array(z.string()),
  theme: themeSlugSchema.nullable(),
  status: articleStatusSchema,
  publish_at: z.string().nullable(),
  published_at: z.string().nullable(),
  author: authorSchema,
  /** `/articles/{slug}`: public once published. */
  url: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminArticle = z.infer<typeof adminArticleSchema>;
export const adminArticleResponseSchema = z.object({ data: adminArticleSchema });

/** GET /api/admin/articles: every status, most recently changed first. */
export const adminArticleListQuerySchema = z.object({
  status: articleStatusSchema.optional(),
  cursor: cursorSchema.optional(),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export type AdminArticleListQuery = z.infer<typeof adminArticleListQuerySchema>;
export const adminArticleListResponseSchema = z.object({
  data: z.array(adminArticleSchema),
  meta: paginationMetaSchema,
});

/** Reading time at 220 words a minute, at least one minute. */
export function readingMinutes(markdown: string): number {
  const words = markdown.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
  return Math.max(1, Math.round(words / 220));
}
