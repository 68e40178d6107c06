import type { SubmissionResult } from "@conform-to/react";
import { loginBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Checkbox, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";

/**
 * Email, password, remember me, posted to the route's action with or without JavaScript (decision
 * 535); success goes to `redirect` (same-site paths only) or /dashboard. Wrong credentials come
 * back on the email field; the password is never sent back into the page.
 */
export function LoginForm({ email, lastResult }: { email?: string; lastResult?: SubmissionResult<string[]> | null }) {
  const [form, fields] = useContractForm(loginBodySchema, {
    id: "login",
    lastResult,
    defaultValue: { email: email ?? "", password: "" },
  });
  const pending = useFormPending();
  const { t } = useLingui();
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
      <Field label={t`Password`} error={fields.password.errors?.[0]}>
        <Input type="password" autoComplete="current-password" name={fields.password.name} key={fields.password.key} />
      </Field>
      <Checkbox
        label={t`Remember me on this device`}
        name={fields.remember.name}
        key={fields.remember.key}
        defaultChecked={fields.remember.initialValue === "on"}
      />
      <SubmitButton pending={pending} pendingLabel={t`Signing in…`} className="w-full">
        <Trans>Sign in</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
