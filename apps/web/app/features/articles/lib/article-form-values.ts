import type { AdminArticle, ArticleStatus, CreateArticle, ThemeSlug } from "@guildforge/contracts";
import { createArticleSchema } from "@guildforge/contracts";

/** What the admin form holds: tags as one comma-separated line, the schedule as a local date-time. */
export interface ArticleFormValues {
  title: string;
  summary: string;
  markdown: string;
  tags: string;
  theme: string;
  status: ArticleStatus;
  publish_at: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An ISO instant as the browser's local `YYYY-MM-DDTHH:mm` for <input type="datetime-local">. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return "";
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function formValuesOf(a?: AdminArticle): ArticleFormValues {
  return {
    title: a?.title ?? "",
    summary: a?.summary ?? "",
    markdown: a?.markdown ?? "",
    tags: a?.tags.join(", ") ?? "",
    theme: a?.theme ?? "",
    status: a?.status ?? "draft",
    publish_at: toLocalInput(a?.publish_at ?? null),
  };
}

export type Checked = { ok: true; value: CreateArticle } | { ok: false; errors: Record<string, string> };

/** Checks the form with the shared contract; errors keyed by form field (tags.N -> tags). */
export function checkArticleForm(v: ArticleFormValues): Checked {
  const local = v.publish_at ? new Date(v.publish_at) : null;
  const parsed = createArticleSchema.safeParse({
    title: v.title,
    summary: v.summary,
    markdown: v.markdown,
    tags: v.tags
      .split(",")
      .map((t) => t.trim())
      .filter(Boolean),
    theme: (v.theme || null) as ThemeSlug | null,
    status: v.status,
    publish_at: v.status === "scheduled" && local && !Number.isNaN(local.getTime()) ? local.toISOString() : null,
  });
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "root");
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
