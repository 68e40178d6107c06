import { type ResetPasswordBody, resetPasswordBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { resetPassword } from "../api/reset-password";

type Values = z.input<typeof resetPasswordBodySchema>;

/** A new password for the token + email of the emailed link; then to sign-in with the email filled in. */
export function ResetPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, ResetPasswordBody>({
    resolver: zodResolver(resetPasswordBodySchema),
    defaultValues: { token, email, password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await resetPassword(values);
      navigate(`/login?${new URLSearchParams({ reset: "1", email: values.email })}`, { replace: true });
    } catch (error) {
      if (applyServerErrors(error, form.setError, ["email", "password", "password_confirmation"])) return;
      if (applyServerErrors(error, form.setError, ["token"])) return;
      form.setError("root", { message: "We could not reset your password just now. Please try again." });
    }
  });

  const problem = errors.token?.message ?? errors.root?.message;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <input type="hidden" {...form.register("token")} />
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field
        label="New password"
        hint="At least 8 characters and hard to guess: a few unrelated words work well. Not your name or email."
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Confirm new password" error={errors.password_confirmation?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password_confirmation")} />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Saving…" className="w-full">
        Set new password
      </SubmitButton>
    </form>
  );
}
