import { type RegisterBody, registerBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "react-router";
import type { z } from "zod";
import { buttonClasses, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { safeRedirect } from "../guards/redirect-target";
import { useAuthStore } from "../stores/auth-store";

type Values = z.input<typeof registerBodySchema>;
const fields = ["name", "email", "password", "password_confirmation"];

/**
 * Name, email, password and confirmation. Success does not sign in: the server answers the same
 * "check your email" for a new address and for one that already has an account (decision 230),
 * so the form shows that, and a link to sign in (carrying `redirect`, e.g. back to an invitation).
 */
export function RegisterForm({ redirectTo, email }: { redirectTo: string | null; email?: string }) {
  const [sent, setSent] = useState<{ message: string; email: string } | null>(null);
  const form = useForm<Values, unknown, RegisterBody>({
    resolver: zodResolver(registerBodySchema),
    defaultValues: { name: "", email: email ?? "", password: "", password_confirmation: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const message = await useAuthStore.getState().register(values);
      setSent({ message, email: values.email });
    } catch (error) {
      if (applyServerErrors(error, form.setError, fields)) return;
      form.setError("root", { message: "We could not create your account just now. Please try again." });
    }
  });

  if (sent) {
    const next = safeRedirect(redirectTo, "");
    const loginLink = `/login?${new URLSearchParams({ email: sent.email, ...(next ? { redirect: next } : {}) })}`;
    return (
      <div role="status" className="space-y-5">
        <h2 className="font-display text-2xl font-semibold text-iron-100">Check your email</h2>
        <p className="text-iron-200">
          We sent a message to <strong className="text-iron-100">{sent.email}</strong>. Open the link in it to finish
          setting up your account, then sign in with your new password.
        </p>
        <p className="text-sm text-iron-300">Nothing there after a few minutes? Look in your spam folder.</p>
        <Link to={loginLink} className={buttonClasses("primary")}>
          Sign in
        </Link>
      </div>
    );
  }

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
