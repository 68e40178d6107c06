import { type RegisterBody, registerBodySchema } from "@guildforge/contracts";
import { emailTakenMessage } from "@guildforge/contracts/auth-messages";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { isApiError, leftToToast, showInline } from "../../../lib/api";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { safeRedirect, verificationRequiredPath } from "../guards/redirect-target";
import { useAuthStore } from "../stores/auth-store";
import { TextLink } from "./text-link";

type Values = z.input<typeof registerBodySchema>;
const fields = ["name", "email", "password", "password_confirmation"];

/**
 * Where a new account goes once registered and signed in (decision 500): the `redirect` it came
 * with (a page that needs a verified email sends it on to the verification gate itself), else the
 * gate, /email-verification-required, which says to open the mailed link.
 */
export function afterRegister(redirectTo: string | null): string {
  return safeRedirect(redirectTo, "") || verificationRequiredPath;
}

/**
 * Name, email, password and confirmation. Success signs in (the server starts a session and the
 * store fetches the user, docs/product.md#states) and goes on (`afterRegister`). An email that
 * already has an account is refused under the email field, with links to sign in or reset.
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
      navigate(afterRegister(redirectTo), { replace: true });
    } catch (error) {
      if (leftToToast(error)) return; // offline, signed out or server trouble: the toast says it, once
      showInline(error); // shown in the form, so not toasted as well
      if (applyServerErrors(error, form.setError, fields)) return;
      const rateLimited = isApiError(error) && error.status === 429;
      form.setError("root", {
        message: rateLimited
          ? error.message || "Too many sign-up attempts. Please wait a while and try again."
          : "We could not create your account just now. Please try again.",
      });
    }
  });

  const emailError = errors.email?.message;
  const taken = emailError === emailTakenMessage;
  const typedEmail = form.getValues("email");
  const next = safeRedirect(redirectTo, "");
  const signInLink = `/login?${new URLSearchParams({ email: typedEmail, ...(next ? { redirect: next } : {}) })}`;
  const resetLink = `/forgot-password?${new URLSearchParams({ email: typedEmail })}`;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </Field>
      <Field
        label="Email"
        error={
          taken ? (
            // emailTakenMessage, with its two ways on as links.
            <>
              An account with this email already exists. <TextLink to={signInLink}>Sign in</TextLink> or{" "}
              <TextLink to={resetLink}>reset your password</TextLink>.
            </>
          ) : (
            emailError
          )
        }
      >
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field
        label="Password"
        hint="At least 8 characters and hard to guess: a few unrelated words work well. Not your name or email."
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
