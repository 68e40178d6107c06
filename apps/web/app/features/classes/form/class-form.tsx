import type { SubmissionResult } from "@conform-to/react";
import { type ClassDetail, commonCurrencies } from "@guildforge/contracts";
import { currencyLabel } from "@guildforge/contracts/labels";
import { useMemo } from "react";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Card, Checkbox, Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { TextRows } from "../../../lib/forms/text-rows";
import { classFormSchema, emptyClassForm, formValuesFromClass } from "./class-form-model";
import { allForges, type ForgeGroup, teachingForgesLabel } from "./forge-groups";
import { SessionsEditor } from "./sessions-editor";

interface ClassFormProps {
  /** The class being edited; absent when creating. */
  item?: ClassDetail;
  /** The forge picker's choices, grouped (own forges, forges taught at: see forge-groups.ts). */
  forges: ForgeGroup[];
  /** The route action's answer to the last send (field errors and every value sent). */
  lastResult?: SubmissionResult<string[]> | null;
  pending: boolean;
}

function forgeHint(forges: readonly ForgeGroup[]): string | undefined {
  if (forges.length === 0) return "You have no forge yet: add one under Your forges, or accept a host's invitation.";
  if (forges.some((g) => g.label === teachingForgesLabel)) {
    return "Your own forges, and the forges whose hosts invited you to teach there.";
  }
  return undefined;
}

const text = (f: { initialValue?: unknown }) => (typeof f.initialValue === "string" ? f.initialValue : "");

/**
 * Create or edit a class: posts to the route's action (decision 535), with or without JavaScript;
 * the shared contract checks it in the browser and in the action, the API's 422 lands on the same
 * fields. Sessions and the three lists add and remove rows in place with JavaScript, through the
 * action without it.
 */
export function ClassForm({ item, forges, lastResult, pending }: ClassFormProps) {
  const venues = allForges(forges);
  const zoneOf = (venueId: string) =>
    venues.find((v) => String(v.id) === venueId)?.location.time_zone ?? item?.time_zone ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the forges of the page, not of each render
  const schema = useMemo(() => classFormSchema(zoneOf), [forges, item?.time_zone]);
  const [form, fields] = useContractForm(schema, {
    id: item ? `class-${item.id}` : "class-create",
    lastResult,
    defaultValue: item ? formValuesFromClass(item) : emptyClassForm,
  });
  const venueId = typeof fields.venue_id.value === "string" ? fields.venue_id.value : "";
  const timeZone = zoneOf(venueId);

  return (
    <ContractForm form={form} className="space-y-8" aria-label={item ? "Edit class" : "Create a class"}>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">The class</h2>
        <Field label="Title" required error={fields.title.errors?.[0]}>
          <Input name={fields.title.name} key={fields.title.key} defaultValue={text(fields.title)} />
        </Field>
        <Field label="Summary" hint="One or two sentences for the class card." error={fields.summary.errors?.[0]}>
          <Input name={fields.summary.name} key={fields.summary.key} defaultValue={text(fields.summary)} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label="Theme" required error={fields.theme.errors?.[0]}>
            <Select name={fields.theme.name} key={fields.theme.key} defaultValue={text(fields.theme)}>
              <option value="">Choose a theme</option>
              <ThemeOptions />
            </Select>
          </Field>
          <Field label="Skill level" required error={fields.skill_level.errors?.[0]}>
            <Select name={fields.skill_level.name} key={fields.skill_level.key} defaultValue={text(fields.skill_level)}>
              <option value="">Choose a level</option>
              <SkillLevelOptions />
            </Select>
          </Field>
        </div>
        <Field
          label="Description"
          hint="Markdown: ## headings, **bold**, lists. No HTML."
          error={fields.description.errors?.[0]}
        >
          <Textarea
            rows={10}
            name={fields.description.name}
            key={fields.description.key}
            defaultValue={text(fields.description)}
          />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">Where and when</h2>
        <Field label="Forge" error={fields.venue_id.errors?.[0]} hint={forgeHint(forges)}>
          <Select name={fields.venue_id.name} key={fields.venue_id.key} defaultValue={text(fields.venue_id)}>
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
        <SessionsEditor form={form} field={fields.sessions} timeZone={timeZone} />
        <Field
          label="Application deadline"
          hint="Leave empty to accept applications until the first session starts."
          error={fields.application_deadline.errors?.[0]}
        >
          <Input
            type="datetime-local"
            name={fields.application_deadline.name}
            key={fields.application_deadline.key}
            defaultValue={text(fields.application_deadline)}
          />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">Seats and price</h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Field label="Seats" required error={fields.capacity.errors?.[0]}>
            <Input
              type="number"
              min={1}
              max={100}
              inputMode="numeric"
              name={fields.capacity.name}
              key={fields.capacity.key}
              defaultValue={text(fields.capacity)}
            />
          </Field>
          <Field label="Price" hint="0 for a free class." error={fields.price.errors?.[0]}>
            <Input
              type="number"
              min={0}
              step="0.01"
              inputMode="decimal"
              name={fields.price.name}
              key={fields.price.key}
              defaultValue={text(fields.price)}
            />
          </Field>
          <Field label="Currency" error={fields.currency.errors?.[0]}>
            <Select name={fields.currency.name} key={fields.currency.key} defaultValue={text(fields.currency)}>
              {commonCurrencies.map((c) => (
                <option key={c} value={c}>
                  {currencyLabel(c)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Minimum age" error={fields.min_age.errors?.[0]}>
            <Input
              type="number"
              min={0}
              max={99}
              inputMode="numeric"
              name={fields.min_age.name}
              key={fields.min_age.key}
              defaultValue={text(fields.min_age)}
            />
          </Field>
        </div>
        <Checkbox
          name={fields.auto_accept.name}
          key={fields.auto_accept.key}
          defaultChecked={fields.auto_accept.initialValue === "on"}
          label="Accept applications automatically while seats remain"
        />
      </Card>

      <Card className="grid gap-8 lg:grid-cols-3">
        <TextRows
          form={form}
          field={fields.included}
          legend="What's included"
          hint="Steel, tools, lunch…"
          addLabel="Add an item"
        />
        <TextRows
          form={form}
          field={fields.bring}
          legend="What to bring"
          hint="Leather boots, cotton clothes…"
          addLabel="Add an item"
        />
        <TextRows
          form={form}
          field={fields.safety_requirements}
          legend="Safety requirements"
          hint="Students accept these when they apply; changing them makes a new version."
          addLabel="Add a requirement"
        />
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} pendingLabel="Saving…">
          {item ? "Save changes" : "Save draft"}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
