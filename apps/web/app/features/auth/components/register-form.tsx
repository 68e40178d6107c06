import type { SubmissionResult } from "@conform-to/react";
import { registerBodySchema } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { ContractForm, useContractForm, useFormPending } from "../../../lib/forms/contract-form";
import { safeRedirect } from "../guards/redirect-target";
import { TextLink } from "./text-link";

/**
 * Name, email, password and confirmation, posted to the route's action with or without
 * JavaScript (decision 535). Success signs in (the server starts a session; the root loader then
 * has the user, docs/product.md#states) and goes on (`afterRegister`). An email that already has
 * an account (`emailTaken`: the API's 422 named its code) is refused under the email field, with
 * links to sign in or reset, in the page's language. The passwords never come back into the page.
 */
export function RegisterForm({
  redirectTo,
  email,
  lastResult,
  emailTaken = false,
}: {
  redirectTo: string | null;
  email?: string;
  lastResult?: SubmissionResult<string[]> | null;
  /** The action's answer was the API's "email taken" refusal (its code on `email`). */
  emailTaken?: boolean;
}) {
  const [form, fields] = useContractForm(registerBodySchema, {
    id: "register",
    lastResult,
    defaultValue: { name: "", email: email ?? "", password: "", password_confirmation: "" },
  });
  const pending = useFormPending();
  const { t } = useLingui();
  const { name, email: emailField, password, password_confirmation: confirmation } = fields;

  const emailError = emailField.errors?.[0];
  // Still the API's refusal (not a message the form's own check wrote since the email was edited).
  const taken = emailTaken && emailError !== undefined && emailError === lastResult?.error?.email?.[0];
  const typedEmail = String(emailField.value ?? emailField.initialValue ?? "");
  const next = safeRedirect(redirectTo, "");
  const signInLink = `/login?${new URLSearchParams({ email: typedEmail, ...(next ? { redirect: next } : {}) })}`;
  const resetLink = `/forgot-password?${new URLSearchParams({ email: typedEmail })}`;

  return (
    <ContractForm form={form} className="space-y-5">
      {form.errors?.length ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Field label={t`Name`} error={name.errors?.[0]}>
        <Input
          autoComplete="name"
          name={name.name}
          key={name.key}
          defaultValue={name.initialValue as string | undefined}
        />
      </Field>
      <Field
        label={t`Email`}
        error={
          taken ? (
            // The API's emailTakenMessage, with its two ways on as links.
            <Trans>
              An account with this email already exists. <TextLink to={signInLink}>Sign in</TextLink> or{" "}
              <TextLink to={resetLink}>reset your password</TextLink>.
            </Trans>
          ) : (
            emailError
          )
        }
      >
        <Input
          type="email"
          autoComplete="email"
          name={emailField.name}
          key={emailField.key}
          defaultValue={emailField.initialValue as string | undefined}
        />
      </Field>
      <Field
        label={t`Password`}
        hint={t`At least 8 characters and hard to guess: a few unrelated words work well. Not your name or email.`}
        error={password.errors?.[0]}
      >
        <Input type="password" autoComplete="new-password" name={password.name} key={password.key} />
      </Field>
      <Field label={t`Confirm password`} error={confirmation.errors?.[0]}>
        <Input type="password" autoComplete="new-password" name={confirmation.name} key={confirmation.key} />
      </Field>
      <SubmitButton pending={pending} pendingLabel={t`Creating your account…`} className="w-full">
        <Trans>Create account</Trans>
      </SubmitButton>
    </ContractForm>
  );
}
