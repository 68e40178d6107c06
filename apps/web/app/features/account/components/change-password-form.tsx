import { type ChangePasswordBody, changePasswordBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Field, Input, SubmitButton } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { changePassword } from "../api/change-password";

const empty = { current_password: "", password: "", password_confirmation: "" };

/** Current password, new password and confirmation (PUT /api/user/password). */
export function ChangePasswordForm() {
  const [saved, setSaved] = useState(false);
  const form = useForm<ChangePasswordBody>({ resolver: zodResolver(changePasswordBodySchema), defaultValues: empty });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      await changePassword(values);
      form.reset(empty);
      setSaved(true);
    } catch (error) {
      applyServerErrors(error, form.setError, ["current_password", "password", "password_confirmation"]);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Current password" error={errors.current_password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("current_password")} />
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
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={isSubmitting} pendingLabel="Changing…">
          Change password
        </SubmitButton>
        <p aria-live="polite" className="text-sm text-success-400">
          {saved ? "Password changed. Other devices have been signed out." : ""}
        </p>
      </div>
    </form>
  );
}
