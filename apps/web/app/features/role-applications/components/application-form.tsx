import { type CreateRoleApplication, createRoleApplicationSchema } from "@guildforge/contracts";
import { themes } from "@guildforge/contracts/theme-list";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Checkbox, Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { leftToToast, showInline } from "../../../lib/api";
import { isVerificationRefusal } from "../../../lib/api/verification-refusal";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { useHydrated } from "../../../lib/use-hydrated";
import { applyForRole } from "../api/apply";

type Values = z.input<typeof createRoleApplicationSchema>;
const fields = ["role", "experience", "themes", "portfolio_url", "venue", "venue.name", "venue.address", "venue.city"];
const emptyToUndefined = (v: unknown) => (v === "" ? undefined : v);
const lines = (v: unknown) =>
  typeof v === "string"
    ? v
        .split(/[\n,]/)
        .map((s) => s.trim())
        .filter(Boolean)
    : v;

/** Apply to teach (instructor) or to host classes at your forge (host: forge details too). */
export function ApplicationForm({ onApplied }: { onApplied: () => void }) {
  const form = useForm<Values, unknown, CreateRoleApplication>({
    resolver: zodResolver(createRoleApplicationSchema),
    defaultValues: { role: "instructor", experience: "", themes: [] },
    shouldUnregister: true,
  });
  const { errors, isSubmitting } = form.formState;
  const role = form.watch("role");
  const hydrated = useHydrated();
  // The server refused for want of a verified email (the page only offers the form to verified accounts).
  const [refused, setRefused] = useState(false);

  const onSubmit = form.handleSubmit(async (values) => {
    setRefused(false);
    try {
      await applyForRole(values);
      onApplied();
    } catch (error) {
      if (leftToToast(error)) return; // offline, signed out or server trouble: the toast says it, once
      showInline(error); // shown in the form, so not toasted as well
      if (isVerificationRefusal(error)) return setRefused(true);
      if (applyServerErrors(error, form.setError, fields)) return;
      form.setError("root", { message: "We could not send your application. Please try again." });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-6">
      {/* Until the page has hydrated the fields are disabled: React Hook Form writes its default
          values into them as it registers them, so a choice or text made before would be undone
          (decision 494). They enable within a frame of hydration, like the submit button. */}
      <fieldset disabled={!hydrated} className="space-y-6">
        {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
        {refused ? <VerifyEmailNotice action="apply to teach" returnTo="/become-instructor" alert /> : null}
        <fieldset>
          <legend className="text-sm font-semibold text-iron-200">I want to</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(
              [
                ["instructor", "Teach classes", "You teach at a forge (yours or a host's)."],
                ["host", "Host classes at my forge", "You have a forge where instructors can teach."],
              ] as const
            ).map(([value, title, hint]) => (
              <label
                key={value}
                className="flex cursor-pointer gap-3 rounded-md border border-iron-600 p-4 has-[:checked]:border-ember-500 has-[:checked]:bg-iron-800"
              >
                <input type="radio" value={value} {...form.register("role")} className="mt-1 size-4 accent-ember-500" />
                <span>
                  <span className="block font-semibold text-iron-100">{title}</span>
                  <span className="block text-sm text-iron-400">{hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>

        <fieldset aria-describedby={errors.themes ? "themes-error" : undefined}>
          <legend className="text-sm font-semibold text-iron-200">
            Themes you {role === "host" ? "host" : "teach"}
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {themes.map((t) => (
              <Checkbox key={t.slug} label={t.name} value={t.slug} {...form.register("themes")} />
            ))}
          </div>
          {errors.themes?.message ? (
            <p id="themes-error" role="alert" className="mt-2 text-sm font-medium text-danger-300">
              {errors.themes.message}
            </p>
          ) : null}
        </fieldset>

        <Field
          label="Your experience"
          hint="Years at the anvil, what you make, where you have taught (at least 20 characters)."
          error={errors.experience?.message}
        >
          <Textarea rows={6} {...form.register("experience")} />
        </Field>
        <Field
          label="Portfolio link (optional)"
          hint="A website or photo gallery of your work."
          error={errors.portfolio_url?.message}
        >
          <Input
            type="url"
            inputMode="url"
            placeholder="https://"
            {...form.register("portfolio_url", { setValueAs: emptyToUndefined })}
          />
        </Field>

        {role === "host" ? (
          <fieldset className="space-y-5 rounded-lg border border-iron-700 p-5">
            <legend className="px-1 text-lg font-semibold text-iron-100">Your forge</legend>
            {errors.venue?.message ? <FormAlert>{errors.venue.message}</FormAlert> : null}
            <Field label="Forge name" error={errors.venue?.name?.message}>
              <Input {...form.register("venue.name")} />
            </Field>
            <Field label="Street address" error={errors.venue?.address?.message}>
              <Input autoComplete="street-address" {...form.register("venue.address")} />
            </Field>
            <Field label="City" error={errors.venue?.city?.message}>
              <Input autoComplete="address-level2" {...form.register("venue.city")} />
            </Field>
            <Field label="Equipment" hint="One per line, e.g. coal forge, 150 lb anvil, power hammer.">
              <Textarea rows={4} {...form.register("venue.equipment", { setValueAs: lines })} />
            </Field>
          </fieldset>
        ) : null}
      </fieldset>
      <SubmitButton pending={isSubmitting} pendingLabel="Sending…">
        Send application
      </SubmitButton>
    </form>
  );
}
