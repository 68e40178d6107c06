import type { SubmissionResult } from "@conform-to/react";
import { type ClassRequest, createClassRequestSchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Form } from "react-router";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";

interface RequestFormProps {
  /** The form's id (one per request on a page of several). */
  id: string;
  /** Editing: the request's current values. */
  initial?: ClassRequest;
  /** The action's answer to the last send (field errors and the values sent). */
  lastResult?: SubmissionResult<string[]> | null;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** A dialog's form posts through its fetcher (the page stays). */
  fetcher?: { Form: typeof Form };
  /** Hidden fields the action dispatches on (`intent`, `id`). */
  hidden?: ReactNode;
}

/**
 * Title, theme, description, where, when and level: the shared contract schema validates in the
 * browser and in the route's action, which sends it to the API (decision 535).
 */
export function RequestForm({
  id,
  initial,
  lastResult,
  submitLabel,
  pendingLabel,
  pending,
  fetcher,
  hidden,
}: RequestFormProps) {
  const { t } = useLingui();
  const [form, fields] = useContractForm(createClassRequestSchema, {
    id,
    lastResult,
    defaultValue: initial
      ? {
          title: initial.title,
          theme: initial.theme,
          description: initial.description,
          preferred_location: initial.preferred_location,
          preferred_timeframe: initial.preferred_timeframe,
          skill_level: initial.skill_level,
        }
      : undefined,
  });
  const { title, theme, description, preferred_location: location, preferred_timeframe: timeframe } = fields;
  const level = fields.skill_level;
  const text = (f: { initialValue?: unknown } | undefined) => (f?.initialValue as string | undefined) ?? "";
  return (
    <ContractForm form={form} fetcher={fetcher} className="space-y-5">
      {hidden}
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field
        label={t`What would you like to learn?`}
        hint={t`A short title, e.g. “Forge a Damascus chef's knife”.`}
        error={title?.errors?.[0]}
        required
      >
        <Input maxLength={120} name="title" key={title?.key} defaultValue={text(title)} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t`Theme`} error={theme?.errors?.[0]} required>
          <Select name="theme" key={theme?.key} defaultValue={text(theme)}>
            <option value="" disabled>
              <Trans>Choose a theme</Trans>
            </option>
            <ThemeOptions />
          </Select>
        </Field>
        <Field label={t`Skill level`} error={level?.errors?.[0]} required>
          <Select name="skill_level" key={level?.key} defaultValue={text(level)}>
            <option value="" disabled>
              <Trans>Choose a level</Trans>
            </option>
            <SkillLevelOptions />
          </Select>
        </Field>
      </div>
      <Field
        label={t`Describe the class`}
        hint={t`What you would make, what you want to learn, anything the instructor should know (at least 20 characters).`}
        error={description?.errors?.[0]}
        required
      >
        <Textarea
          rows={6}
          maxLength={5000}
          name="description"
          key={description?.key}
          defaultValue={text(description)}
        />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label={t`Preferred location`}
          hint={t`A city or region, e.g. Portland, Oregon.`}
          error={location?.errors?.[0]}
          required
        >
          <Input
            maxLength={120}
            autoComplete="address-level2"
            name="preferred_location"
            key={location?.key}
            defaultValue={text(location)}
          />
        </Field>
        <Field
          label={t`Preferred timeframe`}
          hint={t`e.g. Weekends this spring.`}
          error={timeframe?.errors?.[0]}
          required
        >
          <Input maxLength={120} name="preferred_timeframe" key={timeframe?.key} defaultValue={text(timeframe)} />
        </Field>
      </div>
      <SubmitButton pending={pending} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </ContractForm>
  );
}
