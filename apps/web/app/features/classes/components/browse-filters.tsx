import { type ClassSort, classSortValues } from "@guildforge/contracts";
import { Search } from "lucide-react";
import { Form, Link } from "react-router";
import { LabelledOptions } from "../../../components/select-options/labelled-options";
import { SkillLevelOptions } from "../../../components/select-options/skill-level-options";
import { ThemeOptions } from "../../../components/select-options/theme-options";
import { Button, Checkbox, Field, Input, Select } from "../../../components/ui";
import type { BrowseFilters } from "../lib/browse-query";

const sortLabels: Record<ClassSort, string> = {
  relevance: "Best match",
  soonest: "Soonest",
  newest: "Newest",
  price_asc: "Price: low to high",
  price_desc: "Price: high to low",
  nearest: "Nearest to me",
};

interface BrowseFiltersProps {
  filters: BrowseFilters;
  /** The path the form submits to (/classes or /classes/{location}). */
  action: string;
  /** Set when the page's path fixes the location (the location field is hidden then). */
  fixedLocation?: string;
  locations: { path: string; name: string }[];
}

/** The search box and filters: a plain GET form, so it works without JavaScript and URLs are shareable. */
export function BrowseFiltersForm({ filters, action, fixedLocation, locations }: BrowseFiltersProps) {
  const sorts = classSortValues.filter(
    (s) => (s !== "relevance" || filters.q) && (s !== "nearest" || (filters.lat && filters.lng)),
  );
  return (
    <Form method="get" action={action} role="search" aria-label="Search classes" className="space-y-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <Field label="Search classes" className="flex-1">
          <Input
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder="Knife, hook, horseshoe, Portland…"
            enterKeyHint="search"
          />
        </Field>
        <Button type="submit" className="sm:self-end">
          <Search aria-hidden="true" /> Search
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <Field label="Theme">
          <Select name="theme" defaultValue={filters.theme}>
            <option value="">All themes</option>
            <ThemeOptions />
          </Select>
        </Field>
        {fixedLocation ? null : (
          <Field label="Location">
            <Select name="location" defaultValue={filters.location}>
              <option value="">Anywhere</option>
              {locations.map((l) => (
                <option key={l.path} value={l.path}>
                  {l.name}
                </option>
              ))}
            </Select>
          </Field>
        )}
        <Field label="Skill level">
          <Select name="level" defaultValue={filters.level}>
            <option value="">Any level</option>
            <SkillLevelOptions />
          </Select>
        </Field>
        <Field label="Sort by">
          <Select name="sort" defaultValue={filters.sort || (filters.q ? "relevance" : "soonest")}>
            <LabelledOptions values={sorts} labels={sortLabels} />
          </Select>
        </Field>
        <Field label="From">
          <Input type="date" name="from" defaultValue={filters.from} />
        </Field>
        <Field label="To">
          <Input type="date" name="to" defaultValue={filters.to} />
        </Field>
        <Field label="Max price" hint="In the class's currency, whole units.">
          <Input type="number" name="price_max" min={0} step={1} inputMode="numeric" defaultValue={filters.price_max} />
        </Field>
        <div className="flex items-end pb-2">
          <Checkbox name="seats" value="true" defaultChecked={filters.seats} label="Only classes with seats left" />
        </div>
      </div>
      {filters.venue ? <input type="hidden" name="venue" value={filters.venue} /> : null}
      {filters.lat && filters.lng ? (
        <>
          <input type="hidden" name="lat" value={filters.lat} />
          <input type="hidden" name="lng" value={filters.lng} />
        </>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" variant="secondary">
          Apply filters
        </Button>
        <Link to={action} className="inline-flex h-11 items-center px-3 font-semibold text-ember-300 hover:underline">
          Clear all
        </Link>
      </div>
    </Form>
  );
}
