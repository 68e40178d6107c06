import type { SubmissionResult } from "@conform-to/react";
import { forgotPasswordBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

/**
 * Asks for the email (prefilled when the page came from the register form's "reset your
 * password"); posts to the route's action, with or without JavaScript (decision 535), and always
 * shows the same confirmation, whether or not an account exists.
 */
export function ForgotPasswordForm({
  email,
  lastResult,
  sent,
}: {
  email?: string;
  lastResult?: SubmissionResult<string[]> | null;
  sent: boolean;
}) {
  const [form, fields] = useContractForm(forgotPasswordBodySchema, {
    id: "forgot-password",
    lastResult,
    defaultValue: { email: email ?? "" },
  });
  const pending = useFormPending();
  const { t } = useLingui();

  if (sent)
    return (
      <FormAlert tone="success">
        <Trans>
          If an account exists for that address, we have emailed a link to reset its password. The link works for 60
          minutes.
        </Trans>
      </FormAlert>
    );
  return (
    <ContractForm form={form} className="space-y-5">
      {form.errors?.length ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field label={t`Email`} error={fields.email.errors?.[0]}>
        <Input
          type="email"
          autoComplete="email"
          name={fields.email.name}
          key={fields.email.key}
          defaultValue={fields.email.initialValue as string | undefined}
        />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Sending…`} className="w-full">
        <Trans>Email me a reset link</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
