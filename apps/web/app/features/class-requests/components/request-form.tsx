import { type ClassRequest, type CreateClassRequest, createClassRequestSchema } from "@guildforge/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { applyServerErrors } from "../../../lib/forms/server-errors";

type Values = z.input<typeof createClassRequestSchema>;
const fields = ["title", "theme", "description", "preferred_location", "preferred_timeframe", "skill_level"];

interface RequestFormProps {
  /** Editing: the request's current values. */
  initial?: ClassRequest;
  submitLabel: string;
  pendingLabel: string;
  /** Sends the values; throws the API error (422s land on their fields). */
  onSave: (values: CreateClassRequest) => Promise<void>;
}

/** Title, theme, description, where, when and level: the shared contract schema validates both sides. */
export function RequestForm({ initial, submitLabel, pendingLabel, onSave }: RequestFormProps) {
  const form = useForm<Values, unknown, CreateClassRequest>({
    resolver: zodResolver(createClassRequestSchema),
    defaultValues: initial
      ? {
          title: initial.title,
          theme: initial.theme,
          description: initial.description,
          preferred_location: initial.preferred_location,
          preferred_timeframe: initial.preferred_timeframe,
          skill_level: initial.skill_level,
        }
      : { title: "", description: "", preferred_location: "", preferred_timeframe: "" },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (applyServerErrors(error, form.setError, fields)) return;
      form.setError("root", { message: "We could not save your request. Please try again." });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Field
        label="What would you like to learn?"
        hint="A short title, e.g. “Forge a Damascus chef's knife”."
        error={errors.title?.message}
        required
      >
        <Input maxLength={120} {...form.register("title")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="Theme" error={errors.theme?.message} required>
          <Select defaultValue={initial?.theme ?? ""} {...form.register("theme")}>
            <option value="" disabled>
              Choose a theme
            </option>
            <ThemeOptions />
          </Select>
        </Field>
        <Field label="Skill level" error={errors.skill_level?.message} required>
          <Select defaultValue={initial?.skill_level ?? ""} {...form.register("skill_level")}>
            <option value="" disabled>
              Choose a level
            </option>
            <SkillLevelOptions />
          </Select>
        </Field>
      </div>
      <Field
        label="Describe the class"
        hint="What you would make, what you want to learn, anything the instructor should know (at least 20 characters)."
        error={errors.description?.message}
        required
      >
        <Textarea rows={6} maxLength={5000} {...form.register("description")} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Preferred location"
          hint="A city or region, e.g. Portland, Oregon."
          error={errors.preferred_location?.message}
          required
        >
          <Input maxLength={120} autoComplete="address-level2" {...form.register("preferred_location")} />
        </Field>
        <Field
          label="Preferred timeframe"
          hint="e.g. Weekends this spring."
          error={errors.preferred_timeframe?.message}
          required
        >
          <Input maxLength={120} {...form.register("preferred_timeframe")} />
        </Field>
      </div>
      <SubmitButton pending={isSubmitting} pendingLabel={pendingLabel}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
