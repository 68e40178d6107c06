import type { SubmissionResult } from "@conform-to/react";
import { type IncidentClass, incidentFormSchema, incidentKinds, incidentSeverities } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Select, SubmitButton, Textarea } from "../../../components/ui";
import { formatSession } from "../../../lib/format-date";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { incidentKindLabels, incidentSeverityLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";

/**
 * Record an incident against a session of the chosen class that has started (issue 40 point 6):
 * the session, what kind, how serious, what happened and what was done. Posts to /manage/incidents'
 * action with or without JavaScript; a refusal comes back on the fields with what was typed.
 */
export function IncidentForm({
  cls,
  lastResult,
}: {
  cls: IncidentClass;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(incidentFormSchema, {
    id: "incident",
    lastResult,
    // The empty choices are defaults too: starting afresh (after a save) shows "Choose…" again.
    defaultValue: { class_id: String(cls.id), session_starts_at: cls.sessions[0]?.starts_at, kind: "", severity: "" },
  });
  const pending = useFormPending();
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const { session_starts_at: session, kind, severity, what_happened: what, action_taken: done } = fields;
  const problem = form.errors?.[0] ?? fields.class_id?.errors?.[0];
  const refused = [session, kind, severity, what, done].some((f) => f?.errors?.length);
  return (
    <ContractForm form={form} className="space-y-5">
      {problem ? (
        <FormAlert>{problem}</FormAlert>
      ) : refused ? (
        <FormAlert>
          <Trans>Some fields need attention: see the messages below each.</Trans>
        </FormAlert>
      ) : null}
      <input type="hidden" name="class_id" value={cls.id} />
      <Field label={t`Session`} error={session?.errors?.[0]} required>
        <Select
          name="session_starts_at"
          key={session?.key}
          defaultValue={(session?.initialValue as string | undefined) ?? cls.sessions[0]?.starts_at}
        >
          {cls.sessions.map((s) => (
            // A date and time formatted by Intl in the page's locale, not a translation.
            <option key={s.starts_at} value={s.starts_at} lang={locale}>
              {formatSession(s.starts_at, s.ends_at, cls.time_zone, locale)}
            </option>
          ))}
        </Select>
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`What kind of incident`} error={kind?.errors?.[0]} required>
          <Select name="kind" key={kind?.key} defaultValue={(kind?.initialValue as string | undefined) ?? ""}>
            <option value="">{t`Choose…`}</option>
            {incidentKinds.map((value) => (
              <option key={value} value={value}>
                {i18n._(incidentKindLabels[value])}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={t`How serious`} error={severity?.errors?.[0]} required>
          <Select
            name="severity"
            key={severity?.key}
            defaultValue={(severity?.initialValue as string | undefined) ?? ""}
          >
            <option value="">{t`Choose…`}</option>
            {incidentSeverities.map((value) => (
              <option key={value} value={value}>
                {i18n._(incidentSeverityLabels[value])}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      <Field
        label={t`What happened`}
        hint={t`Who was involved, at which station, and how it happened. At least 10 characters.`}
        error={what?.errors?.[0]}
        required
      >
        <Textarea
          name="what_happened"
          key={what?.key}
          defaultValue={what?.initialValue as string | undefined}
          rows={5}
          maxLength={2000}
        />
      </Field>
      <Field
        label={t`What was done`}
        hint={t`First aid given, who was called, what changes at the forge.`}
        error={done?.errors?.[0]}
      >
        <Textarea
          name="action_taken"
          key={done?.key}
          defaultValue={done?.initialValue as string | undefined}
          rows={4}
          maxLength={2000}
        />
      </Field>
      <p className="text-sm text-iron-400">
        <Trans>
          Only the admins and this class's instructor and forge host see incidents, never students or visitors.
        </Trans>
      </p>
      <SubmitButton pending={pending} pendingLabel={t`Recording…`}>
        <Trans>Record incident</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
