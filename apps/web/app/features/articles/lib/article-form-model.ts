import {
  type AdminArticle,
  type ArticleStatus,
  type CreateArticle,
  createArticleSchema,
  formMessages,
  issueMessage,
  schemaText,
} from "@guildforge/contracts";
import { z } from "zod";
import { fromLocalInput, toLocalInput } from "../../../lib/zoned-input";

/**
 * What the admin article form holds: every value a field's text (tags as one comma-separated
 * line, the schedule as a `datetime-local` read in `time_zone`, the admin's zone, sent beside it),
 * so the same values come back into the page after a refusal.
 */
export interface ArticleFormValues {
  title: string;
  summary: string;
  markdown: string;
  tags: string;
  theme: string;
  status: ArticleStatus | "";
  publish_at: string;
  time_zone: string;
}

/** The zone a page shows before its script knows the browser's (and without JavaScript). */
export const serverZone = "UTC";

/** A saved article (or none) -> the form's values, the schedule shown in `timeZone`. */
export function formValuesOf(a: AdminArticle | undefined, timeZone: string = serverZone): ArticleFormValues {
  return {
    title: a?.title ?? "",
    summary: a?.summary ?? "",
    markdown: a?.markdown ?? "",
    tags: a?.tags.join(", ") ?? "",
    theme: a?.theme ?? "",
    status: a?.status ?? "draft",
    publish_at: a?.publish_at ? toLocalInput(a.publish_at, timeZone) : "",
    time_zone: timeZone,
  };
}

/** The tags line -> the tags (blank ones dropped). */
export const tagsOf = (line: string) =>
  line
    .split(",")
    .map((t) => t.trim())
    .filter(Boolean);

/** Form values -> the API body (before validation; a bad value stays bad so the contract reports it). */
export function bodyFromForm(v: ArticleFormValues): Record<string, unknown> {
  const scheduled = v.status === "scheduled";
  return {
    title: v.title,
    summary: v.summary,
    markdown: v.markdown,
    tags: tagsOf(v.tags),
    theme: v.theme || null,
    status: v.status || undefined,
    publish_at: scheduled && v.publish_at ? (fromLocalInput(v.publish_at, v.time_zone) ?? v.publish_at) : null,
  };
}

/** A body path from the contract or the API's 422 ("tags.2", "publish_at") -> the form field that shows it. */
export function formFieldFor(apiPath: string): string {
  const root = apiPath.replace(/\[(\d+)\]/g, ".$1").split(".")[0] ?? "";
  return root === "" ? "" : root;
}

const text = z.string().optional();

/** What a posted article form holds (Conform reads an empty field as absent). */
const postedArticleForm = z.object({
  title: text,
  summary: text,
  markdown: text,
  tags: text,
  theme: text,
  status: text,
  publish_at: text,
  time_zone: text,
});

/** The posted form as form values (absent fields empty). */
export function formValuesFromPost(p: z.output<typeof postedArticleForm>): ArticleFormValues {
  return {
    title: p.title ?? "",
    summary: p.summary ?? "",
    markdown: p.markdown ?? "",
    tags: p.tags ?? "",
    theme: p.theme ?? "",
    status: (p.status ?? "") as ArticleStatus | "",
    publish_at: p.publish_at ?? "",
    time_zone: p.time_zone || serverZone,
  };
}

/**
 * The article form's schema, in the browser and in the route action alike (decision 535): the
 * posted fields -> the API body, checked by the shared contract, each message on the form field
 * it is about (a tag's on the tags line).
 */
export const articleFormSchema = postedArticleForm.transform((posted, ctx): CreateArticle => {
  const values = formValuesFromPost(posted);
  const parsed = createArticleSchema.safeParse(bodyFromForm(values));
  if (parsed.success) return parsed.data;
  const seen = new Set<string>();
  for (const issue of parsed.error.issues) {
    const field = formFieldFor(issue.path.map(String).join("."));
    if (seen.has(field)) continue;
    seen.add(field);
    const message = field === "status" ? schemaText(formMessages.articleStatus) : issueMessage(issue);
    ctx.addIssue({ code: "custom", message, path: field ? [field] : [] });
  }
  return z.NEVER;
});

/** A 422's body path -> the form field (the API names the body's paths, e.g. `tags.1`). */
export const errorField = (apiPath: string) => formFieldFor(apiPath);
