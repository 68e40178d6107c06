import { type UpdateProfile, updateProfileSchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Field, FormAlert, Input, SubmitButton, Textarea } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";
import { updateProfile } from "../api/update-profile";

type Values = z.input<typeof updateProfileSchema>;
interface Initial {
  name: string;
  bio: string;
  home_location: string | null;
}

/** Name, bio and home location (PATCH /api/user). */
export function ProfileForm({ initial, onSaved }: { initial: Initial; onSaved?: (name: string) => void }) {
  const [saved, setSaved] = useState(false);
  const form = useForm<Values, unknown, UpdateProfile>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: { name: initial.name, bio: initial.bio, home_location: initial.home_location ?? "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      const profile = await updateProfile({ ...values, home_location: values.home_location || null });
      form.reset({ name: profile.name, bio: profile.bio, home_location: profile.home_location ?? "" });
      setSaved(true);
      onSaved?.(profile.name);
    } catch (error) {
      applyServerErrors(error, form.setError, ["name", "bio", "home_location"]);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <Field label="Name" error={errors.name?.message}>
        <Input autoComplete="name" {...form.register("name")} />
      </Field>
      <Field
        label="Home location"
        hint="A town or region, e.g. Portland, Oregon."
        error={errors.home_location?.message}
      >
        <Input autoComplete="address-level2" {...form.register("home_location")} />
      </Field>
      <Field label="Bio" hint="What you make, how long you have been at the anvil." error={errors.bio?.message}>
        <Textarea rows={5} {...form.register("bio")} />
      </Field>
      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={isSubmitting} pendingLabel="Saving…">
          Save profile
        </SubmitButton>
        <p aria-live="polite" className="text-sm text-success-400">
          {saved ? "Profile saved." : ""}
        </p>
      </div>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
    </form>
  );
}
