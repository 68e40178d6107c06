import { type ClassSort, classSortValues, commonCurrencies } from "@guildforge/contracts/class-options";
import { currencyLabel } from "@guildforge/contracts/labels";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Checkbox, cx, Field, Input, Select } from "../../../components/ui";
import { useLocale } from "../../../lib/locale";
import { type BrowseFilters, defaultSort, priceNeedsCurrency } from "../lib/browse-query";
import { groupedLocations, type LocationOption } from "../lib/location-options";

export const sortLabels: Record<ClassSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  soonest: msg`Soonest`,
  newest: msg`Newest`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  nearest: msg`Nearest to me`,
  rating: msg`Highest rated`,
};

/** The sort a page shows as chosen: the URL's, else the API's default (best match with a search). */
export const shownSort = (f: BrowseFilters) => f.sort || defaultSort(f);

interface FilterFieldsProps {
  filters: BrowseFilters;
  fixedLocation?: string;
  locations: LocationOption[];
  /** The form the fields belong to when they are rendered outside it (the phone's filters sheet). */
  form?: string;
  className?: string;
}

/** Theme, place, level, sort, dates, price in one currency and seats: the inline panel (a column beside the results on a wide screen) and the sheet. */
export function BrowseFilterFields({ filters, fixedLocation, locations, form, className }: FilterFieldsProps) {
  // A maximum price typed here makes the currency required: the form asks for it before sending
  // (decisions 362, 523). Only once typed: a hidden copy (the inline panel on a phone) never blocks.
  const [typedPrice, setTypedPrice] = useState("");
  const { t } = useLingui();
  // Currency names come from Intl in the formatting locale's language, and say so (`lang`).
  const locale = useLocale();
  const currencyMessage = t`Choose the currency of the maximum price.`;
  const sorts = classSortValues.filter(
    (s) => (s !== "relevance" || filters.q) && (s !== "nearest" || (filters.lat && filters.lng)),
  );
  return (
    <div className={cx("grid gap-4 sm:grid-cols-2 lg:grid-cols-1", className)}>
      <Field label={t`Theme`}>
        <Select name="theme" form={form} defaultValue={filters.theme}>
          <option value="">{t`All themes`}</option>
          <ThemeOptions />
        </Select>
      </Field>
      {fixedLocation ? null : (
        <Field label={t`Location`}>
          <Select name="location" form={form} defaultValue={filters.location}>
            <option value="">{t`Anywhere`}</option>
            {groupedLocations(locations).map(([group, options]) => (
              <optgroup key={group} label={group}>
                {options.map((l) => (
                  // A place's name (an option holds no markup: "All of {country}" is marked whole).
                  <option key={l.path} value={l.path} data-user-content="">
                    {l.allOf ? t`All of ${l.allOf}` : l.name}
                  </option>
                ))}
              </optgroup>
            ))}
          </Select>
        </Field>
      )}
      <Field label={t`Skill level`}>
        <Select name="level" form={form} defaultValue={filters.level}>
          <option value="">{t`Any level`}</option>
          <SkillLevelOptions />
        </Select>
      </Field>
      <Field label={t`Sort by`}>
        <Select name="sort" form={form} defaultValue={shownSort(filters)}>
          <LabelledOptions values={sorts} labels={sortLabels} />
        </Select>
      </Field>
      <Field label={t({ message: "From", context: "date" })}>
        <Input type="date" name="from" form={form} defaultValue={filters.from} />
      </Field>
      <Field label={t({ message: "To", context: "date" })}>
        <Input type="date" name="to" form={form} defaultValue={filters.to} />
      </Field>
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
        <Field label={t`Max price`} hint={t`Whole units of the currency.`}>
          <Input
            type="number"
            name="price_max"
            form={form}
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filters.price_max}
            onChange={(e) => setTypedPrice(e.currentTarget.value)}
          />
        </Field>
        <Field label={t`Currency`} error={priceNeedsCurrency(filters) ? currencyMessage : undefined}>
          <Select
            name="currency"
            form={form}
            defaultValue={filters.currency}
            required={typedPrice.trim() !== ""}
            onInvalid={(e) => e.currentTarget.setCustomValidity(currencyMessage)}
            onChange={(e) => e.currentTarget.setCustomValidity("")}
          >
            <option value="">{t({ message: "Any", context: "currency" })}</option>
            {commonCurrencies.map((c) => (
              <option key={c} value={c} lang={locale}>
                {currencyLabel(c, locale)}
              </option>
            ))}
            {filters.currency && !(commonCurrencies as readonly string[]).includes(filters.currency) ? (
              <option value={filters.currency} lang={locale}>
                {currencyLabel(filters.currency, locale)}
              </option>
            ) : null}
          </Select>
        </Field>
      </div>
      <div className="flex items-end pb-2">
        <Checkbox
          name="seats"
          value="true"
          form={form}
          defaultChecked={filters.seats}
          label={t`Only classes with seats left`}
        />
      </div>
    </div>
  );
}
