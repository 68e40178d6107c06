import { type LoginBody, loginBodySchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { useNavigate } from "react-router";
import type { z } from "zod";
import { Checkbox, Field, FormAlert, Input, SubmitButton } from "../../../components/ui";
import { isApiError, leftToToast, showInline } from "../../../lib/api";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { safeRedirect } from "../guards/redirect-target";
import { useAuthStore } from "../stores/auth-store";

type Values = z.input<typeof loginBodySchema>;

/** Email, password, remember me. Success goes to `redirect` (same-site paths only) or /dashboard. */
export function LoginForm({ redirectTo, email }: { redirectTo: string | null; email?: string }) {
  const navigate = useNavigate();
  const form = useForm<Values, unknown, LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: email ?? "", password: "", remember: false },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await useAuthStore.getState().login(values);
      navigate(safeRedirect(redirectTo), { replace: true });
    } catch (error) {
      if (leftToToast(error)) return; // offline, signed out or server trouble: the toast says it, once
      showInline(error); // shown in the form, so not toasted as well
      if (applyServerErrors(error, form.setError, ["email", "password", "remember"])) return;
      // A 429 says how long to wait and what else to do (decision 501): show the server's words.
      const rateLimited = isApiError(error) && error.status === 429;
      form.setError("root", {
        message: rateLimited
          ? error.message || "Too many sign-in attempts. Please wait a moment and try again."
          : "We could not sign you in just now. Please try again.",
      });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Field label="Email" error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...form.register("email")} />
      </Field>
      <Field label="Password" error={errors.password?.message}>
        <Input type="password" autoComplete="current-password" {...form.register("password")} />
      </Field>
      <Checkbox label="Remember me on this device" {...form.register("remember")} />
      <SubmitButton pending={isSubmitting} pendingLabel="Signing in…" className="w-full">
        Sign in
      </SubmitButton>
    </form>
  );
}
