import { type ClassRequestSort, classRequestSorts } from "@guildforge/contracts";
import { SlidersHorizontal } from "lucide-react";
import { Form, Link } from "react-router";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Button, Field, Input, Select } from "../../../components/ui";
import type { RequestFilters } from "../lib/request-query";

const sortLabels: Record<ClassRequestSort, string> = {
  votes: "Most votes",
  newest: "Newest",
  nearest: "Nearest to the location",
};

/** Sort, theme and location: a plain GET form, so it works without JavaScript and URLs are shareable. */
export function RequestFiltersForm({ filters }: { filters: RequestFilters }) {
  const filtered = Boolean(filters.theme || filters.location || filters.sort !== "votes");
  return (
    <Form
      method="get"
      autoComplete="off"
      action="/class-requests"
      role="search"
      aria-label="Filter class requests"
      className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_1fr_auto] lg:items-end"
    >
      <Field label="Sort by">
        <Select name="sort" defaultValue={filters.sort}>
          <LabelledOptions values={classRequestSorts} labels={sortLabels} />
        </Select>
      </Field>
      <Field label="Theme">
        <Select name="theme" defaultValue={filters.theme}>
          <option value="">All themes</option>
          <ThemeOptions />
        </Select>
      </Field>
      <Field label="Location">
        <Input name="location" type="search" defaultValue={filters.location} placeholder="City or region" />
      </Field>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2 lg:col-span-1">
        <Button type="submit">
          <SlidersHorizontal aria-hidden="true" /> Apply
        </Button>
        {filtered ? (
          <Link to="/class-requests" className="font-semibold text-ember-400 hover:underline">
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
