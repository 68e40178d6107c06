import type { SubmissionResult } from "@conform-to/react";
import { type ClassDetail, commonCurrencies } from "@guildforge/contracts";
import { currencyLabel } from "@guildforge/contracts/labels";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useMemo } from "react";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Card, Checkbox, Field, FormAlert, Input, Select, SubmitButton, Textarea } from "../../../components/ui";
import { ContractForm, useContractForm } from "../../../lib/forms/contract-form";
import { TextRows } from "../../../lib/forms/text-rows";
import { useLocale } from "../../../lib/locale";
import { classFormSchema, emptyClassForm, formValuesFromClass } from "./class-form-model";
import {
  allForges,
  currentForgeLabel,
  type ForgeGroup,
  otherForgesLabel,
  ownForgesLabel,
  teachingForgesLabel,
} from "./forge-groups";
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

function forgeHint(forges: readonly ForgeGroup[]): MessageDescriptor | undefined {
  if (forges.length === 0) return msg`You have no forge yet: add one under Your forges, or accept a host's invitation.`;
  if (forges.some((g) => g.label === teachingForgesLabel)) {
    return msg`Your own forges, and the forges whose hosts invited you to teach there.`;
  }
  return undefined;
}

/** The forge picker's group names (forge-groups.ts keeps them as English keys). */
const groupLabels: Record<string, MessageDescriptor> = {
  [ownForgesLabel]: msg`Your forges`,
  [teachingForgesLabel]: msg`Forges you teach at`,
  [otherForgesLabel]: msg`Other hosts' forges (as an admin)`,
  [currentForgeLabel]: msg`This class's current forge`,
};

const text = (f: { initialValue?: unknown }) => (typeof f.initialValue === "string" ? f.initialValue : "");

/**
 * Create or edit a class: posts to the route's action (decision 535), with or without JavaScript;
 * the shared contract checks it in the browser and in the action, the API's 422 lands on the same
 * fields. Sessions and the three lists add and remove rows in place with JavaScript, through the
 * action without it.
 */
export function ClassForm({ item, forges, lastResult, pending }: ClassFormProps) {
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const locale = useLocale();
  const hint = forgeHint(forges);
  const venues = allForges(forges);
  const zoneOf = (venueId: string) =>
    venues.find((v) => String(v.id) === venueId)?.location.time_zone ?? item?.time_zone ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the forges of the page, not of each render
  const schema = useMemo(() => classFormSchema(zoneOf), [forges, item?.time_zone]);
  const [form, fields] = useContractForm(schema, {
    id: item ? `class-${item.id}` : "class-create",
    lastResult,
    defaultValue: item
      ? formValuesFromClass(item)
      : {
          ...emptyClassForm,
          // The suggested first requirement, in the instructor's language (they may change it).
          safety_requirements: [t`Wear the safety glasses provided at all times in the forge`],
        },
  });
  const venueId = typeof fields.venue_id.value === "string" ? fields.venue_id.value : "";
  const timeZone = zoneOf(venueId);

  return (
    <ContractForm form={form} className="space-y-8" aria-label={item ? t`Edit class` : t`Create a class`}>
      {form.errors?.[0] ? <FormAlert>{form.errors[0]}</FormAlert> : null}
      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>The class</Trans>
        </h2>
        <Field label={t`Title`} required error={fields.title.errors?.[0]}>
          <Input name={fields.title.name} key={fields.title.key} defaultValue={text(fields.title)} />
        </Field>
        <Field label={t`Summary`} hint={t`One or two sentences for the class card.`} error={fields.summary.errors?.[0]}>
          <Input name={fields.summary.name} key={fields.summary.key} defaultValue={text(fields.summary)} />
        </Field>
        <div className="grid gap-5 sm:grid-cols-2">
          <Field label={t`Theme`} required error={fields.theme.errors?.[0]}>
            <Select name={fields.theme.name} key={fields.theme.key} defaultValue={text(fields.theme)}>
              <option value="">{t`Choose a theme`}</option>
              <ThemeOptions />
            </Select>
          </Field>
          <Field label={t`Skill level`} required error={fields.skill_level.errors?.[0]}>
            <Select name={fields.skill_level.name} key={fields.skill_level.key} defaultValue={text(fields.skill_level)}>
              <option value="">{t`Choose a level`}</option>
              <SkillLevelOptions />
            </Select>
          </Field>
        </div>
        <Field
          label={t`Description`}
          hint={t`Markdown: ## headings, **bold**, lists. No HTML.`}
          error={fields.description.errors?.[0]}
        >
          <Textarea
            data-user-content=""
            rows={10}
            name={fields.description.name}
            key={fields.description.key}
            defaultValue={text(fields.description)}
          />
        </Field>
      </Card>

      <Card className="space-y-5">
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>Where and when</Trans>
        </h2>
        <Field label={t`Forge`} error={fields.venue_id.errors?.[0]} hint={hint ? i18n._(hint) : undefined}>
          <Select name={fields.venue_id.name} key={fields.venue_id.key} defaultValue={text(fields.venue_id)}>
            <option value="">{t`Choose a forge`}</option>
            {forges.map((group) => {
              const groupLabel = groupLabels[group.label];
              return (
                <optgroup key={group.label} label={groupLabel ? i18n._(groupLabel) : group.label}>
                  {group.forges.map((v) => (
                    <option key={v.id} value={v.id} data-user-content="">
                      {v.name} ({v.location.name})
                    </option>
                  ))}
                </optgroup>
              );
            })}
          </Select>
        </Field>
        <SessionsEditor form={form} field={fields.sessions} timeZone={timeZone} />
        <Field
          label={t`Application deadline`}
          hint={t`Leave empty to accept applications until the first session starts.`}
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
        <h2 className="text-2xl font-semibold text-iron-100">
          <Trans>Seats and price</Trans>
        </h2>
        <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          <Field label={t`Seats`} required error={fields.capacity.errors?.[0]}>
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
          <Field label={t`Price`} hint={t`0 for a free class.`} error={fields.price.errors?.[0]}>
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
          <Field label={t`Currency`} error={fields.currency.errors?.[0]}>
            <Select name={fields.currency.name} key={fields.currency.key} defaultValue={text(fields.currency)}>
              {commonCurrencies.map((c) => (
                // Intl's name in the page's formatting locale, not a catalog text.
                <option key={c} value={c} lang={locale}>
                  {currencyLabel(c, locale)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t`Minimum age`} error={fields.min_age.errors?.[0]}>
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
          label={t`Accept applications automatically while seats remain`}
        />
      </Card>

      <Card className="grid gap-8 lg:grid-cols-3">
        <TextRows
          form={form}
          field={fields.included}
          legend={t`What's included`}
          hint={t`Steel, tools, lunch…`}
          addLabel={t`Add an item`}
        />
        <TextRows
          form={form}
          field={fields.bring}
          legend={t`What to bring`}
          hint={t`Leather boots, cotton clothes…`}
          addLabel={t`Add an item`}
        />
        <TextRows
          form={form}
          field={fields.safety_requirements}
          legend={t`Safety requirements`}
          hint={t`Students accept these when they apply; changing them makes a new version.`}
          addLabel={t`Add a requirement`}
        />
      </Card>

      <div className="flex flex-wrap items-center gap-4">
        <SubmitButton pending={pending} pendingLabel={t`Saving…`}>
          {item ? <Trans>Save changes</Trans> : <Trans>Save draft</Trans>}
        </SubmitButton>
      </div>
    </ContractForm>
  );
}
