import type { SubmissionResult } from "@conform-to/react";
import { changePasswordBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { formIntentField } from "../../../lib/forms/form-token";

/**
 * Current password, new password and confirmation: posts to /profile's action (PUT
 * /api/user/password, which ends the account's other sessions). The passwords never come back
 * into the page after a refusal.
 */
export function ChangePasswordForm({ lastResult }: { lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useContractForm(changePasswordBodySchema, { id: "change-password", lastResult });
  const pending = useFormPending();
  const { t } = useLingui();
  const { current_password: current, password, password_confirmation: confirmation } = fields;
  return (
    <ContractForm form={form} className="space-y-5">
      <input type="hidden" name={formIntentField} value="password" />
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field label={t`Current password`} error={current?.errors?.[0]}>
        <Input type="password" autoComplete="current-password" name="current_password" key={current?.key} />
      </Field>
      <Field
        label={t`New password`}
        hint={t`At least 8 characters and hard to guess: a few unrelated words work well. Not your name or email.`}
        error={password?.errors?.[0]}
      >
        <Input type="password" autoComplete="new-password" name="password" key={password?.key} />
      </Field>
      <Field label={t`Confirm new password`} error={confirmation?.errors?.[0]}>
        <Input type="password" autoComplete="new-password" name="password_confirmation" key={confirmation?.key} />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Changing…`}>
        <Trans>Change password</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
