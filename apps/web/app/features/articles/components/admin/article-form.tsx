import type { SubmissionResult } from "@conform-to/react";
import { type AdminArticle, articleStatusList } from "@guildforge/contracts";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useState } from "react";
import { ThemeOptions } from "../../../../components/select-options/theme-options";
import { useViewerZone } from "../../../../components/time/use-viewer-zone";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../../components/ui";
import { zoneName } from "../../../../lib/format-date";
import { ContractForm, useContractForm } from "../../../../lib/forms/contract-form";
import { useLocale } from "../../../../lib/locale";
import { articleFormSchema, formValuesOf, serverZone } from "../../lib/article-form-model";
import { articleStatusText } from "../../lib/article-status-text";

const MarkdownEditor = lazy(() => import("./markdown-editor"));

interface ArticleFormProps {
  initial?: AdminArticle;
  submitLabel: string;
  /** The route action's answer to the last send (field errors and every value sent). */
  lastResult?: SubmissionResult<string[]> | null;
  pending: boolean;
}

const text = (f: { initialValue?: unknown }) => (typeof f.initialValue === "string" ? f.initialValue : "");

/**
 * Title, summary, Markdown body (with its toolbar and live preview once the page's script runs; a
 * plain textarea before), tags, theme, status and schedule. Posts to the route's action (decision
 * 535) with or without JavaScript; the contract checks it in the browser and in the action, the
 * API's 422 lands on the same fields.
 */
export function ArticleForm({ initial, submitLabel, lastResult, pending }: ArticleFormProps) {
  // The browser's time zone once the page's script runs; the server's (UTC) before and without it.
  const zone = useViewerZone() ?? serverZone;
  const locale = useLocale();
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const zoneLabel = zoneName(zone, locale);
  const [form, fields] = useContractForm(articleFormSchema, {
    id: initial ? `article-${initial.id}` : "article-new",
    lastResult,
    defaultValue: formValuesOf(initial),
  });
  const [markdown, setMarkdown] = useState(() => text(fields.markdown));
  const refusedSchedule = typeof lastResult?.initialValue?.publish_at === "string";
  // The schedule as the admin's own clock shows it, once the browser's zone is known.
  const publishAt =
    refusedSchedule || !initial?.publish_at ? text(fields.publish_at) : formValuesOf(initial, zone).publish_at;

  return (
    <ContractForm form={form} noValidate className="space-y-6" aria-label={submitLabel}>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field label={t`Title`} error={fields.title.errors?.[0]} required>
        <Input name={fields.title.name} key={fields.title.key} defaultValue={text(fields.title)} maxLength={140} />
      </Field>
      <Field
        label={t`Summary`}
        hint={t`One or two sentences for the list, the feed and link previews.`}
        error={fields.summary.errors?.[0]}
        required
      >
        <Textarea
          data-user-content=""
          rows={3}
          name={fields.summary.name}
          key={fields.summary.key}
          defaultValue={text(fields.summary)}
          maxLength={400}
        />
      </Field>
      <Field
        label={t`Article (Markdown)`}
        hint={t`Headings, lists, links, tables. Raw HTML is removed.`}
        error={fields.markdown.errors?.[0]}
        required
      >
        <Suspense
          fallback={
            <Textarea
              data-user-content=""
              rows={22}
              name={fields.markdown.name}
              value={markdown}
              onChange={(e) => setMarkdown(e.target.value)}
              className="font-mono text-sm"
            />
          }
        >
          <MarkdownEditor
            name={fields.markdown.name}
            value={markdown}
            onChange={setMarkdown}
            invalid={!!fields.markdown.errors?.length}
          />
        </Suspense>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Tags`}
          hint={t`Comma-separated, e.g. beginners, safety, carbon-steel.`}
          error={fields.tags.errors?.[0]}
        >
          <Input name={fields.tags.name} key={fields.tags.key} defaultValue={text(fields.tags)} />
        </Field>
        <Field
          label={t`Theme`}
          hint={t`Upcoming classes of this theme are shown beside the article.`}
          error={fields.theme.errors?.[0]}
        >
          <Select name={fields.theme.name} key={fields.theme.key} defaultValue={text(fields.theme)}>
            <option value="">{t`No theme`}</option>
            <ThemeOptions />
          </Select>
        </Field>
        <Field label={t`Status`} error={fields.status.errors?.[0]} required>
          <Select name={fields.status.name} key={fields.status.key} defaultValue={text(fields.status)}>
            {articleStatusList.map((s) => (
              <option key={s} value={s}>
                {i18n._(articleStatusText[s])}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          label={t`Publish at`}
          hint={
            <Trans>
              For a scheduled article: it appears by itself then. Time zone: <span lang={locale}>{zoneLabel}</span>.
            </Trans>
          }
          error={fields.publish_at.errors?.[0]}
        >
          <Input
            type="datetime-local"
            name={fields.publish_at.name}
            key={`${fields.publish_at.key}-${zone}`}
            defaultValue={publishAt}
          />
        </Field>
      </div>
      <input type="hidden" name={fields.time_zone.name} value={zone} />
      <SubmitButton pending={pending} pendingLabel={t`Saving…`}>
        {submitLabel}
      </SubmitButton>
    </ContractForm>
  );
}
