import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Search, SlidersHorizontal } from "lucide-react";
import { useId, useState } from "react";
import { Form, Link, useLocation, useNavigate } from "react-router";
import { Badge, Button, Dialog, Field, Input } from "../../../components/ui";
import { api } from "../../../lib/api";
import { useQuery } from "../../../lib/use-query";
import {
  activeFilters,
  apiQuery,
  type BrowseFilters,
  formPageQuery,
  priceNeedsCurrency,
  readBrowseFilters,
} from "../lib/browse-query";
import type { LocationOption } from "../lib/location-options";
import { BrowseFilterFields } from "./browse-filter-fields";

interface BrowseFiltersProps {
  filters: BrowseFilters;
  /** The path the form submits to (/classes or /classes/{location}). */
  action: string;
  /** Set when the page's path fixes the location (the location field is hidden then). */
  fixedLocation?: string;
  locations: LocationOption[];
  /** How many classes the page's filters match (the sheet's button starts from it). */
  total: number;
}

/**
 * The search box and filters: a plain GET form, so it works without JavaScript and URLs are
 * shareable. It is rebuilt from the URL whenever the URL changes (back/forward, "Clear all", a
 * link), so what it shows is always what the results are filtered by (decision 363).
 */
export function BrowseFiltersForm(props: BrowseFiltersProps) {
  const { search } = useLocation();
  return <FiltersForm key={search} {...props} />;
}

/** The filters in the sheet (search and "Nearest to me" stay on the page): what the button counts. */
const sheetFilterCount = (f: BrowseFilters, fixedLocation?: string) =>
  activeFilters(f, fixedLocation).filter((k) => k !== "q" && k !== "venue").length;

/**
 * How many classes the sheet's fields would show, asked again (debounced) whenever one changes,
 * so the button's number is the one the list will have (GET /api/classes?limit=1, its total).
 */
function useLiveCount(formId: string, fixedLocation: string | undefined, initial: number) {
  // What to count: undefined while the sheet shows the page's own filters, null when the fields
  // cannot be counted yet (a price without its currency), else the API query of the fields.
  const [asked, setAsked] = useState<string | null | undefined>(undefined);
  const found = useQuery(
    asked ?? null,
    (signal) =>
      api
        .get<{ meta?: { total?: number } }>(`/api/classes?${asked}`, { signal, silent: true })
        .then((res) => (typeof res.meta?.total === "number" ? res.meta.total : null)),
    { delayMs: 250 },
  );
  const answered = asked && found.dataKey === asked && !found.error ? (found.data ?? null) : null;
  const count = asked === undefined ? initial : answered;
  const recount = () => {
    const form = document.getElementById(formId);
    if (!(form instanceof HTMLFormElement)) return;
    const params = new URLSearchParams();
    for (const [k, v] of new FormData(form)) if (typeof v === "string") params.append(k, v);
    const f = readBrowseFilters(params, fixedLocation);
    setAsked(priceNeedsCurrency(f) ? null : apiQuery(f, 1));
  };
  /** The sheet opens on the page's own filters: their count. */
  const reset = () => setAsked(undefined);
  return { count, recount, reset };
}

function FiltersForm({ filters, action, fixedLocation, locations, total }: BrowseFiltersProps) {
  const formId = `browse-${useId().replace(/:/g, "")}`;
  const [sheetOpen, setSheetOpen] = useState(false);
  const navigate = useNavigate();
  const live = useLiveCount(formId, fixedLocation, total);
  const count = sheetFilterCount(filters, fixedLocation);
  const { t } = useLingui();
  // "Show 1 class", "Show 12 classes"; without a count (loading, or a price that still needs its currency) "Show classes".
  const showLabel =
    live.count === null ? t`Show classes` : t`${plural(live.count, { one: "Show # class", other: "Show # classes" })}`;
  const clearAll = (
    <Link to={action} className="inline-flex h-11 items-center px-3 font-semibold text-ember-300 hover:underline">
      <Trans>Clear all</Trans>
    </Link>
  );
  return (
    // autoComplete="off": the browser does not put back on Back what was typed before a search
    // sent without JavaScript; the fields always show the page's URL (decision 484).
    <Form
      id={formId}
      method="get"
      action={action}
      autoComplete="off"
      role="search"
      aria-label={t`Search classes`}
      className="space-y-5"
      onSubmit={(event) => {
        // The URL carries only the filters that are set (decision 523); without JavaScript the
        // loader drops the empty fields the form sent.
        event.preventDefault();
        setSheetOpen(false);
        navigate(`${action}${formPageQuery(new FormData(event.currentTarget), fixedLocation)}`);
      }}
    >
      <div className="flex items-end gap-3">
        <Field label={t`Search classes`} className="flex-1">
          <Input
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={t`Knife, hook, horseshoe, Portland…`}
            enterKeyHint="search"
          />
        </Field>
        <Button type="submit" aria-label={t({ message: "Search", context: "button" })} className="sm:w-auto">
          <Search aria-hidden="true" />{" "}
          <span className="hidden sm:inline lg:hidden">{t({ message: "Search", context: "button" })}</span>
        </Button>
      </div>
      {/* Phone: the filters live in a sheet; while it is open these copies are disabled (not sent twice). */}
      <fieldset disabled={sheetOpen} className="hidden space-y-5 md:block">
        <legend className="sr-only">
          <Trans>Filters</Trans>
        </legend>
        <BrowseFilterFields filters={filters} fixedLocation={fixedLocation} locations={locations} />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" variant="secondary">
            <Trans>Apply filters</Trans>
          </Button>
          {clearAll}
        </div>
      </fieldset>
      <div className="flex items-center gap-3 md:hidden">
        <Dialog
          variant="sheet"
          open={sheetOpen}
          onOpenChange={(open) => {
            setSheetOpen(open);
            if (open) live.reset();
          }}
          title={t`Filters`}
          trigger={
            <Button type="button" variant="secondary" aria-label={t`Filters, ${count} active`}>
              <SlidersHorizontal aria-hidden="true" /> <Trans>Filters</Trans>
              {count > 0 ? (
                <Badge tone="ember" aria-hidden="true">
                  {count}
                </Badge>
              ) : null}
            </Button>
          }
          footer={
            <>
              {clearAll}
              <Button type="submit" form={formId} aria-live="polite">
                {showLabel}
              </Button>
            </>
          }
        >
          {/* Changes in the sheet (portalled, but React events bubble here) recount the button's number. */}
          <div onChange={live.recount}>
            <BrowseFilterFields filters={filters} fixedLocation={fixedLocation} locations={locations} form={formId} />
          </div>
        </Dialog>
        {count > 0 ? clearAll : null}
      </div>
      {filters.venue ? <input type="hidden" name="venue" value={filters.venue} /> : null}
      {filters.lat && filters.lng ? (
        <>
          <input type="hidden" name="lat" value={filters.lat} />
          <input type="hidden" name="lng" value={filters.lng} />
        </>
      ) : null}
    </Form>
  );
}
