import { type ClassDetail, commonCurrencies } from "@guildforge/contracts";
import { useForm } from "react-hook-form";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import {
  Card,
  Checkbox,
  Field,
  FormAlert,
  Input,
  ListEditor,
  Select,
  SubmitButton,
  Textarea,
} from "../../../components/ui";
import { useContractSubmit } from "../../../lib/forms/use-contract-submit";
import { createClass } from "../api/create-class";
import { updateClass } from "../api/update-class";
import {
  type ClassFormValues,
  emptyClassForm,
  formFieldFor,
  formValuesFromClass,
  validateClassForm,
} from "./class-form-model";
import { allForges, type ForgeGroup, teachingForgesLabel } from "./forge-groups";
import { SessionsEditor } from "./sessions-editor";

interface ClassFormProps {
  /** The class being edited; absent when creating. */
  item?: ClassDetail;
  /** The forge picker's choices, grouped (own forges, forges taught at: see forge-groups.ts). */
  forges: ForgeGroup[];
  onSaved: (saved: ClassDetail) => void;
}

function forgeHint(forges: readonly ForgeGroup[]): string | undefined {
  if (forges.length === 0) return "You have no forge yet: add one under Your forges, or accept a host's invitation.";
  if (forges.some((g) => g.label === teachingForgesLabel)) {
    return "Your own forges, and the forges whose hosts invited you to teach there.";
  }
  return undefined;
}

/** Create or edit a class: validated with the shared contract, the server's 422 messages shown by field. */
export function ClassForm({ item, forges, onSaved }: ClassFormProps) {
  const venues = allForges(forges);
  const form = useForm<ClassFormValues>({ defaultValues: item ? formValuesFromClass(item) : emptyClassForm });
  const { register, control, formState, watch } = form;
  const { errors, isSubmitting, isDirty } = formState;
  const venueId = watch("venue_id");
  const timeZone = venues.find((v) => String(v.id) === venueId)?.location.time_zone ?? item?.time_zone ?? null;
  const { onSubmit, justSaved } = useContractSubmit(form, {
    validate: (values: ClassFormValues) => validateClassForm(values, timeZone),
    save: (body) => (item ? updateClass(item.id, body) : createClass(body)),
    toValues: formValuesFromClass,
    fieldFor: formFieldFor,
    onSaved,
  });
  const opening = !item && justSaved;

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-8" aria-label={item ? "Edit class" : "Create a class"}>
      {errors.root?.message ? <FormAlert>{errors.root.message}</FormAlert> : null}
      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">The class</h2>
        <Field label="Title" required error={errors.title?.message}>
          <Input {...register("title")} />
        </Field>
        <Field label="Summary" hint="One or two sentences for the class card." error={errors.summary?.message}>
          <Input {...register("summary")} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Theme" required error={errors.theme?.message}>
            <Select {...register("theme")}>
              <option value="">Choose a theme</option>
              <ThemeOptions />
            </Select>
          </Field>
          <Field label="Skill level" required error={errors.skill_level?.message}>
            <Select {...register("skill_level")}>
              <option value="">Choose a level</option>
              <SkillLevelOptions />
            </Select>
          </Field>
        </div>
        <Field
          label="Description"
          hint="Markdown: ## headings, **bold**, lists. No HTML."
          error={errors.description?.message}
        >
          <Textarea rows={10} {...register("description")} />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">Where and when</h2>
        <Field label="Forge" error={errors.venue_id?.message} hint={forgeHint(forges)}>
          <Select {...register("venue_id")}>
            <option value="">Choose a forge</option>
            {forges.map((group) => (
              <optgroup key={group.label} label={group.label}>
                {group.forges.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.name} ({v.location.name})
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
        <SessionsEditor control={control} register={register} errors={errors} timeZone={timeZone} />
        <Field
          label="Application deadline"
          hint="Leave empty to accept applications until the first session starts."
          error={errors.application_deadline?.message}
        >
          <Input type="datetime-local" {...register("application_deadline")} />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">Seats and price</h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Seats" required error={errors.capacity?.message}>
            <Input type="number" min={1} max={100} inputMode="numeric" {...register("capacity")} />
          </Field>
          <Field label="Price" hint="0 for a free class." error={errors.price?.message}>
            <Input type="number" min={0} step="0.01" inputMode="decimal" {...register("price")} />
          </Field>
          <Field label="Currency" error={errors.currency?.message}>
            <Select {...register("currency")}>
              {commonCurrencies.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Minimum age" error={errors.min_age?.message}>
            <Input type="number" min={0} max={99} inputMode="numeric" {...register("min_age")} />
          </Field>
        </div>
        <Checkbox {...register("auto_accept")} label="Accept applications automatically while seats remain" />
      </Card>

      <Card className="grid gap-8 lg:grid-cols-3">
        <ListEditor
          name="included"
          legend="What's included"
          hint="Steel, tools, lunch…"
          addLabel="Add an item"
          control={control}
          register={register}
          errors={errors}
        />
        <ListEditor
          name="bring"
          legend="What to bring"
          hint="Leather boots, cotton clothes…"
          addLabel="Add an item"
          control={control}
          register={register}
          errors={errors}
        />
        <ListEditor
          name="safety_requirements"
          legend="Safety requirements"
          hint="Students accept these when they apply; changing them makes a new version."
          addLabel="Add a requirement"
          control={control}
          register={register}
          errors={errors}
        />
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        {/* Busy from the click (react-hook-form's isSubmitting); a new draft stays busy after its
            save while its edit page opens, so it cannot be sent twice (decision 524). */}
        <SubmitButton pending={isSubmitting || opening} pendingLabel={opening ? "Draft saved" : "Saving…"}>
          {item ? "Save changes" : "Save draft"}
        </SubmitButton>
        <p aria-live="polite" className="text-sm font-medium text-success-400">
          {opening ? "Draft saved. Opening it…" : justSaved && !isDirty && item ? "Saved." : ""}
        </p>
      </div>
    </form>
  );
}
