import { type ClassRequestSort, classRequestSorts } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Button, Field, Input, Select } from "../../../components/ui";
import type { RequestFilters } from "../lib/request-query";

const sortLabels: Record<ClassRequestSort, MessageDescriptor> = {
  votes: msg`Most votes`,
  newest: msg`Newest`,
  nearest: msg`Nearest to the location`,
};

/** Sort, theme and location: a plain GET form, so it works without JavaScript and URLs are shareable. */
export function RequestFiltersForm({ filters }: { filters: RequestFilters }) {
  const { t } = useLingui();
  const filtered = Boolean(filters.theme || filters.location || filters.sort !== "votes");
  return (
    <Form
      method="get"
      autoComplete="off"
      action="/class-requests"
      role="search"
      aria-label={t`Filter class requests`}
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label={t`Sort by`}>
        <Select name="sort" defaultValue={filters.sort}>
          <LabelledOptions values={classRequestSorts} labels={sortLabels} />
        </Select>
      </Field>
      <Field label={t`Theme`}>
        <Select name="theme" defaultValue={filters.theme}>
          <option value="">{t`All themes`}</option>
          <ThemeOptions />
        </Select>
      </Field>
      <Field label={t`Location`}>
        <Input name="location" type="search" defaultValue={filters.location} placeholder={t`City or region`} />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit">
          <SlidersHorizontal aria-hidden="true" /> <Trans>Apply</Trans>
        </Button>
        {filtered ? (
          <Link to="/class-requests" className="font-semibold text-ember-400 hover:underline">
            <Trans>Clear</Trans>
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
