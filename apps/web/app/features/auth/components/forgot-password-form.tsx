import { type ForgotPasswordBody, forgotPasswordBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { forgotPassword } from "../api/forgot-password";

export const forgotPasswordConfirmation =
  "If an account exists for that address, we have emailed a link to reset its password. The link works for 60 minutes.";

/**
 * Asks for the email (prefilled when the page came from the register form's "reset your
 * password"); always shows the same confirmation, whether or not an account exists.
 */
export function ForgotPasswordForm({ email }: { email?: string }) {
  const [sent, setSent] = useState(false);
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: email ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await forgotPassword(values);
      setSent(true);
    } catch (error) {
      if (applyServerErrors(error, form.setError, ["email"])) return;
      form.setError("root", { message: "We could not send the email just now. Please try again." });
    }
  });

  if (sent) return <FormAlert tone="success">{forgotPasswordConfirmation}</FormAlert>;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…" className="w-full">
        Email me a reset link
      </SubmitButton>
    </form>
  );
}
