import type { SubmissionResult } from "@conform-to/react";
import { roleApplicationFormSchema } from "@guildforge/contracts";
import { themes } from "@guildforge/contracts/theme-list";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

const roles = [
  ["instructor", msg`Teach classes`, msg`You teach at a forge (yours or a host's).`],
  ["host", msg`Host classes at my forge`, msg`You have a forge where instructors can teach.`],
] as const;

/**
 * Apply to teach (instructor) or to host classes at your forge (host: forge details too): posts
 * to /become-instructor's action with or without JavaScript (decision 535). The forge's fields
 * show when "Host" is chosen, by CSS alone (`:has`), so the form needs no script to switch.
 */
export function ApplicationForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useContractForm(roleApplicationFormSchema, {
    id: "role-application",
    lastResult,
    defaultValue: { role: "instructor", themes: [] },
  });
  const pending = useFormPending();
  const { t, i18n } = useLingui();
  const { role, experience, portfolio_url: portfolio } = fields;
  const venue = fields.venue.getFieldset();
  const chosenThemes = fields.themes.initialValue;
  const chosen = new Set(Array.isArray(chosenThemes) ? chosenThemes : chosenThemes ? [chosenThemes] : []);
  const themesError = fields.themes.errors?.[0];
  const text = (f: { initialValue?: unknown }) => (typeof f.initialValue === "string" ? f.initialValue : undefined);
  return (
    <ContractForm form={form} className="group/role space-y-6">
      {form.errors?.[0] ? (
        <FormAlert>{form.errors[0]}</FormAlert>
      ) : Object.values(form.allErrors).some((e) => e?.length) ? (
        <FormAlert>
          <Trans>Some fields need attention: see the messages below each.</Trans>
        </FormAlert>
      ) : null}
      <fieldset>
        <legend className="text-sm font-semibold text-iron-200">
          <Trans>I want to</Trans>
        </legend>
        <div className="mt-2 grid gap-3 sm:grid-cols-2">
          {roles.map(([value, title, hint]) => (
            <label
              key={value}
              className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-4 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800"
            >
              <input
                type="radio"
                name={role.name}
                value={value}
                key={role.key}
                defaultChecked={(role.initialValue ?? "instructor") === value}
                className="mt-1 size-4 accent-ember-500"
              />
              <span>
                <span className="block font-semibold text-iron-100">{i18n._(title)}</span>
                <span className="block text-sm text-iron-400">{i18n._(hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset aria-describedby={themesError ? "themes-error" : undefined}>
        <legend className="text-sm font-semibold text-iron-200">
          <Trans>Themes you teach or host</Trans>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {themes.map((theme) => (
            <Checkbox
              key={`${fields.themes.key}-${theme.slug}`}
              label={theme.name}
              name={fields.themes.name}
              value={theme.slug}
              defaultChecked={chosen.has(theme.slug)}
            />
          ))}
        </div>
        {themesError ? (
          <p id="themes-error" role="alert" className="mt-2 text-sm font-medium text-danger-300">
            {themesError}
          </p>
        ) : null}
      </fieldset>

      <Field
        label={t`Your experience`}
        hint={t`Years at the anvil, what you make, where you have taught (at least 20 characters).`}
        error={experience.errors?.[0]}
      >
        <Textarea rows={6} name={experience.name} key={experience.key} defaultValue={text(experience)} />
      </Field>
      <Field
        label={t`Portfolio link (optional)`}
        hint={t`A website or photo gallery of your work.`}
        error={portfolio.errors?.[0]}
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://"
          name={portfolio.name}
          key={portfolio.key}
          defaultValue={text(portfolio)}
        />
      </Field>

      {/* Shown while "Host classes at my forge" is chosen; an instructor's empty fields are ignored. */}
      <fieldset className="hidden space-y-5 rounded-lg border border-iron-700 p-5 group-has-[input[value=host]:checked]/role:block">
        <legend className="px-1 text-lg font-semibold text-iron-100">
          <Trans>Your forge</Trans>
        </legend>
        {fields.venue.errors?.[0] ? <FormAlert>{fields.venue.errors[0]}</FormAlert> : null}
        <Field label={t`Forge name`} error={venue.name.errors?.[0]}>
          <Input name={venue.name.name} key={venue.name.key} defaultValue={text(venue.name)} />
        </Field>
        <Field label={t`Street address`} error={venue.address.errors?.[0]}>
          <Input
            autoComplete="street-address"
            name={venue.address.name}
            key={venue.address.key}
            defaultValue={text(venue.address)}
          />
        </Field>
        <Field label={t`City`} error={venue.city.errors?.[0]}>
          <Input
            autoComplete="address-level2"
            name={venue.city.name}
            key={venue.city.key}
            defaultValue={text(venue.city)}
          />
        </Field>
        <Field label={t`Equipment`} hint={t`One per line, e.g. coal forge, 150 lb anvil, power hammer.`}>
          <Textarea
            rows={4}
            name={venue.equipment.name}
            key={venue.equipment.key}
            defaultValue={text(venue.equipment)}
          />
        </Field>
      </fieldset>
      <SubmitButton pending={pending} pendingLabel={t`Sending…`}>
        <Trans>Send application</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
