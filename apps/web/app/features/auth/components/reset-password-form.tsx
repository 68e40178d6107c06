import type { SubmissionResult } from "@conform-to/react";
import { resetPasswordBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

/**
 * A new password for the token + email of the emailed link, posted to the route's action (with
 * or without JavaScript, decision 535); then to sign-in with the email filled in. The passwords
 * never come back into the page after a refusal.
 */
export function ResetPasswordForm({
  token,
  email,
  lastResult,
}: {
  token: string;
  email: string;
  lastResult?: SubmissionResult<string[]> | null;
}) {
  const [form, fields] = useContractForm(resetPasswordBodySchema, {
    id: "reset-password",
    lastResult,
    defaultValue: { token, email, password: "", password_confirmation: "" },
  });
  const pending = useFormPending();
  const { t } = useLingui();
  const { email: emailField, password, password_confirmation: confirmation } = fields;
  const problem = fields.token?.errors?.[0] ?? form.errors?.[0];
  return (
    <ContractForm form={form} className="space-y-5">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <input type="hidden" name="token" value={token} />
      <Field label={t`Email`} error={emailField?.errors?.[0]}>
        <Input
          type="email"
          autoComplete="email"
          name="email"
          key={emailField?.key}
          defaultValue={emailField?.initialValue as string | undefined}
        />
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
      <SubmitButton pending={pending} pendingLabel={t`Saving…`} className="w-full">
        <Trans>Set new password</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
