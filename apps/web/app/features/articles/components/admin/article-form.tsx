import { type AdminArticle, articleStatusLabels, articleStatusList, type CreateArticle } from "@guildforge/contracts";
import { lazy, Suspense, useState } from "react";
import { ThemeOptions } from "../../../../components/select-options/theme-options";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../../components/ui";
import { isApiError } from "../../../../lib/api";
import { type ArticleFormValues, checkArticleForm, formValuesOf } from "../../lib/article-form-values";

const MarkdownEditor = lazy(() => import("./markdown-editor"));

interface ArticleFormProps {
  initial?: AdminArticle;
  submitLabel: string;
  /** Sends the checked values; throws the API error (422s land on their fields). */
  onSave: (values: CreateArticle) => Promise<void>;
}

const fieldOf = (key: string) => (key.startsWith("tags") ? "tags" : key.split(".")[0] || "root");

/** Title, summary, Markdown body with live preview, tags, theme, status and schedule. */
export function ArticleForm({ initial, submitLabel, onSave }: ArticleFormProps) {
  const [values, setValues] = useState<ArticleFormValues>(() => formValuesOf(initial));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const set = (patch: Partial<ArticleFormValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const checked = checkArticleForm(values);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setPending(true);
    try {
      await onSave(checked.value);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.errors) {
        const next: Record<string, string> = {};
        for (const [k, m] of Object.entries(error.errors)) next[fieldOf(k)] ??= m[0] ?? "This field is invalid.";
        setErrors(next);
      } else {
        setErrors({ root: isApiError(error) ? error.message : "We could not save the article. Please try again." });
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {errors.root ? <FormAlert>{errors.root}</FormAlert> : null}
      <Field label="Title" error={errors.title} required>
        <Input value={values.title} maxLength={140} onChange={(e) => set({ title: e.target.value })} />
      </Field>
      <Field
        label="Summary"
        hint="One or two sentences for the list, the feed and link previews."
        error={errors.summary}
        required
      >
        <Textarea rows={3} value={values.summary} maxLength={400} onChange={(e) => set({ summary: e.target.value })} />
      </Field>
      <Field
        label="Article (Markdown)"
        hint="Headings, lists, links, tables. Raw HTML is removed."
        error={errors.markdown}
        required
      >
        <Suspense
          fallback={<Textarea rows={22} value={values.markdown} onChange={(e) => set({ markdown: e.target.value })} />}
        >
          <MarkdownEditor
            value={values.markdown}
            onChange={(markdown) => set({ markdown })}
            invalid={!!errors.markdown}
          />
        </Suspense>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Tags" hint="Comma-separated, e.g. beginners, safety, carbon-steel." error={errors.tags}>
          <Input value={values.tags} onChange={(e) => set({ tags: e.target.value })} />
        </Field>
        <Field label="Theme" hint="Upcoming classes of this theme are shown beside the article." error={errors.theme}>
          <Select value={values.theme} onChange={(e) => set({ theme: e.target.value })}>
            <option value="">No theme</option>
            <ThemeOptions />
          </Select>
        </Field>
        <Field label="Status" error={errors.status} required>
          <Select
            value={values.status}
            onChange={(e) => set({ status: e.target.value as ArticleFormValues["status"] })}
          >
            {articleStatusList.map((s) => (
              <option key={s} value={s}>
                {articleStatusLabels[s]}
              </option>
            ))}
          </Select>
        </Field>
        {values.status === "scheduled" ? (
          <Field
            label="Publish at"
            hint="Your local time. The article appears by itself then."
            error={errors.publish_at}
            required
          >
            <Input
              type="datetime-local"
              value={values.publish_at}
              onChange={(e) => set({ publish_at: e.target.value })}
            />
          </Field>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
