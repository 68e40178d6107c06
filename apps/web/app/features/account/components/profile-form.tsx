import type { SubmissionResult } from "@conform-to/react";
import { updateProfileSchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { formIntentField } from "../../../lib/forms/form-token";

interface Initial {
  name: string;
  bio: string;
  home_location: string | null;
}

/** Name, bio and home location: posts to /profile's action (PATCH /api/user), with or without JavaScript. */
export function ProfileForm({
  initial,
  lastResult,
}: {
  initial: Initial;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(updateProfileSchema, {
    id: "profile-details",
    lastResult,
    defaultValue: { name: initial.name, bio: initial.bio, home_location: initial.home_location ?? "" },
  });
  const pending = useFormPending();
  const { t } = useLingui();
  const { name, bio, home_location: home } = fields;
  const text = (f: { initialValue?: unknown } | undefined) => (f?.initialValue as string | undefined) ?? "";
  return (
    <ContractForm form={form} className="space-y-5">
      <input type="hidden" name={formIntentField} value="profile" />
      <Field label={t`Name`} error={name?.errors?.[0]}>
        <Input autoComplete="name" name="name" key={name?.key} defaultValue={text(name)} />
      </Field>
      <Field label={t`Home location`} hint={t`A town or region, e.g. Portland, Oregon.`} error={home?.errors?.[0]}>
        <Input autoComplete="address-level2" name="home_location" key={home?.key} defaultValue={text(home)} />
      </Field>
      <Field label={t`Bio`} hint={t`What you make, how long you have been at the anvil.`} error={bio?.errors?.[0]}>
        <Textarea rows={5} name="bio" key={bio?.key} defaultValue={text(bio)} data-user-content="" />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Saving…`}>
        <Trans>Save profile</Trans>
      </SubmitButton>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
    </ContractForm>
  );
}
