import type { SubmissionResult } from "@conform-to/react";
import { applicationMessageMax } from "@guildforge/contracts/application-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Form } from "react-router";
import { Checkbox, Field, FormAlert, Textarea } from "../../../components/ui";
import { ContractForm, useActionCheckedForm } from "../../../lib/forms/contract-form-element";
import { formIntentField } from "../../../lib/forms/form-token";
import { type ApplyClassFacts, experienceOptions } from "../lib/apply-form";

const fieldError = (id: string, message: string | undefined) =>
  message ? (
    <p id={id} role="alert" className="mt-2 text-sm font-medium text-danger-300">
      {message}
    </p>
  ) : null;

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]);

/**
 * The application: experience level, a message to the instructor, each safety requirement ticked
 * one by one, and the minimum age confirmed. It posts to the class page's action (`_intent=apply`,
 * decision 535): through the dialog's fetcher with JavaScript, as a plain form without it. The
 * action checks it (the class's checklist) and its answer puts the errors on the fields.
 */
export function ApplyForm({
  formId,
  facts,
  lastResult,
  fetcher,
  footer,
}: {
  formId: string;
  facts: ApplyClassFacts;
  lastResult?: SubmissionResult<string[]> | null;
  fetcher?: { Form: typeof Form };
  /** The submit button when the form is on the page (a dialog has it in its footer). */
  footer?: ReactNode;
}) {
  // Checked by the class page's action (lib/apply-schema.ts): the class page loads no zod (decision 460).
  const [form, fields] = useActionCheckedForm<{
    experience_level: string;
    message: string;
    safety_acknowledgements: string[];
    age_confirmed: string;
  }>({ id: formId, lastResult });
  const level = fields.experience_level;
  const safety = fields.safety_acknowledgements;
  const age = fields.age_confirmed;
  const ticked = listOf(safety.initialValue);
  const { t, i18n } = useLingui();
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-5">
      <input type="hidden" name={formIntentField} value="apply" />
      <input type="hidden" name="safety_version" value={facts.safety_version} />
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <fieldset aria-describedby={level.errors ? `${formId}-level-error` : undefined}>
        <legend className="text-sm font-semibold text-iron-200">
          <Trans>Your experience at the forge</Trans>
        </legend>
        <div className="mt-2 grid gap-2">
          {experienceOptions.map((o, i) => (
            <label
              key={o.value}
              className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-3 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800"
            >
              <input
                type="radio"
                name={level.name}
                value={o.value}
                defaultChecked={level.initialValue === o.value}
                aria-invalid={i === 0 && level.errors ? true : undefined}
                className="mt-1 size-4 accent-ember-500"
              />
              <span>
                <span className="block font-semibold text-iron-100">{i18n._(o.label)}</span>
                <span className="block text-sm text-iron-300">{i18n._(o.hint)}</span>
              </span>
            </label>
          ))}
        </div>
        {fieldError(`${formId}-level-error`, level.errors?.[0])}
      </fieldset>

      <Field
        label={t`Message to the instructor (optional)`}
        hint={t`What you hope to make, anything the instructor should know.`}
        error={fields.message.errors?.[0]}
      >
        <Textarea
          name={fields.message.name}
          rows={3}
          maxLength={applicationMessageMax}
          defaultValue={(fields.message.initialValue as string | undefined) ?? ""}
        />
      </Field>

      {facts.safety_requirements.length > 0 ? (
        <fieldset aria-describedby={safety.errors ? `${formId}-safety-error` : undefined}>
          <legend className="text-sm font-semibold text-iron-200">
            <Trans>Safety requirements (version {facts.safety_version}): tick each one</Trans>
          </legend>
          <div className="mt-2 space-y-2">
            {facts.safety_requirements.map((req) => (
              <Checkbox
                key={req}
                label={req}
                name={safety.name}
                value={req}
                defaultChecked={ticked.includes(req)}
                aria-invalid={safety.errors && !ticked.includes(req) ? true : undefined}
              />
            ))}
          </div>
          {fieldError(`${formId}-safety-error`, safety.errors?.[0])}
        </fieldset>
      ) : null}

      {facts.min_age > 0 ? (
        <div>
          <Checkbox
            label={t`I am at least ${facts.min_age} years old.`}
            name={age.name}
            defaultChecked={age.initialValue === "on"}
            aria-invalid={age.errors ? true : undefined}
            aria-describedby={age.errors ? `${formId}-age-error` : undefined}
          />
          {fieldError(`${formId}-age-error`, age.errors?.[0])}
        </div>
      ) : null}
      {footer}
    </ContractForm>
  );
}
