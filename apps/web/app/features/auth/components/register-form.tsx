import { type RegisterBody, registerBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { safeRedirect, verificationRequiredPath } from "../guards/redirect-target";
import { useAuthStore } from "../stores/auth-store";

type Values = z.input<typeof registerBodySchema>;
const fields = ["name", "email", "password", "password_confirmation"];

/**
 * Name, email, password and confirmation. A new account must verify its email first, so success
 * goes to /email-verification-required (carrying `redirect` along, e.g. back to an invitation).
 */
export function RegisterForm({ redirectTo, email }: { redirectTo: string | null; email?: string }) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: "", email: email ?? "", password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await useAuthStore.getState().register(values);
      const next = safeRedirect(redirectTo, "");
      navigate(
        next ? `${verificationRequiredPath}?${new URLSearchParams({ redirect: next })}` : verificationRequiredPath,
        {
          replace: true,
        },
      );
    } catch (error) {
      if (applyServerErrors(error, form.setError, fields)) return;
      form.setError("root", { message: "We could not create your account just now. Please try again." });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </Field>
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field
        label="Password"
        hint="At least 8 characters, not your name or email, and not a common password."
        error={errors.password?.message}
      >
        <Input type="password" autoComplete="new-password" {...form.register("password")} />
      </Field>
      <Field label="Confirm password" error={errors.password_confirmation?.message}>
        <Input type="password" autoComplete="new-password" {...form.register("password_confirmation")} />
      </Field>
      <SubmitButton pending={isSubmitting} pendingLabel="Creating your account…" className="w-full">
        Create account
      </SubmitButton>
    </form>
  );
}
