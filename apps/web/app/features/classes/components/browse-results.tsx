import { commonCurrencies } from "@guildforge/contracts/class-options";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Map as MapIcon, SearchX } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Link } from "react-router";
import { LazyMap } from "../../../components/map/lazy-map";
import { useThemeInSentence } from "../../../components/themes/theme-name";
import { buttonClasses, cx, EmptyState } from "../../../components/ui";
import { useLoadMoreClasses } from "../api/list-classes";
import { activeFilters, apiQuery, type BrowseFilters, pageQuery, priceNeedsCurrency } from "../lib/browse-query";
import type { ClassCardPage } from "../lib/card-view";
import { ClassGrid } from "./class-grid";

/** "Clear {filter}" for each filter that is set. */
const clearLabels: Partial<Record<keyof BrowseFilters, MessageDescriptor>> = {
  q: msg`Clear search`,
  theme: msg`Clear theme`,
  location: msg`Clear location`,
  level: msg`Clear skill level`,
  from: msg`Clear start date`,
  to: msg`Clear end date`,
  price_max: msg`Clear max price`,
  currency: msg`Clear currency`,
  seats: msg`Clear seats left`,
  venue: msg`Clear forge`,
};

/** The empty state's words: a forge with nothing scheduled is not "no match". */
function emptyText(i18n: I18n, active: (keyof BrowseFilters)[], forgeName: string | null | undefined) {
  if (active.length === 1 && active[0] === "venue") {
    return {
      title: i18n._(msg`Nothing scheduled at this forge`),
      description: forgeName ? (
        <Trans>
          No upcoming classes at <span data-user-content="">{forgeName}</span> yet. See every forge's classes, or
          request the class you want.
        </Trans>
      ) : (
        <Trans>No upcoming classes at this forge yet. See every forge's classes, or request the class you want.</Trans>
      ),
    };
  }
  return {
    title: i18n._(msg`No classes match`),
    description:
      active.length > 0
        ? i18n._(
            msg`Try removing a filter, or browse a theme. If nobody teaches it yet, request it: instructors watch the most-voted requests.`,
          )
        : i18n._(msg`No upcoming classes here yet. Browse a theme or request the class you want.`),
  };
}

/**
 * What the list does with prices, said where the results are (decision 523): a maximum price
 * without its currency is not applied and asks for one; a price sort without a currency groups
 * by currency instead of comparing bare numbers.
 */
function PriceNotes({
  filters,
  action,
  fixedLocation,
}: Pick<BrowseResultsProps, "filters" | "action" | "fixedLocation">) {
  const { t } = useLingui();
  const priceSort = (filters.sort === "price_asc" || filters.sort === "price_desc") && !filters.currency;
  const priceMax = filters.price_max;
  if (!priceNeedsCurrency(filters) && !priceSort) return null;
  return (
    <div className="space-y-3 rounded-lg border border-ember-700/60 bg-iron-900 p-4 text-iron-200" data-price-notes>
      {priceNeedsCurrency(filters) ? (
        <div role="status">
          <p>
            <Trans>
              <strong className="text-iron-100">Your maximum price of {priceMax} is not applied yet:</strong> classes
              here are priced in several currencies. Which currency is it in?
            </Trans>
          </p>
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={t`Currency of the maximum price`}>
            {commonCurrencies.map((c) => (
              <li key={c}>
                <Link
                  to={`${action}${pageQuery(filters, { currency: c, cursor: "" }, fixedLocation)}`}
                  className={buttonClasses("secondary", "sm")}
                >
                  <Trans>
                    Up to {priceMax} {c}
                  </Trans>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {priceSort ? (
        <p>
          <Trans>
            Prices in different currencies are never compared: the list is grouped by currency (A to Z), each sorted by
            price. Choose a currency in the filters to see one.
          </Trans>
        </p>
      ) : null}
    </div>
  );
}

interface BrowseResultsProps {
  result: ClassCardPage;
  filters: BrowseFilters;
  action: string;
  fixedLocation?: string;
  /** The forge the list is narrowed to, for the empty state's words. */
  forgeName?: string | null;
}

/** Result count, map, cards, "Load more" (JS) / "Next page" (no JS) and suggestions when empty. */
export function BrowseResults({ result, filters, action, fixedLocation, forgeName }: BrowseResultsProps) {
  const themeName = useThemeInSentence();
  const { t, i18n } = useLingui();
  const queryFor = useCallback((cursor: string) => apiQuery({ ...filters, cursor }), [filters]);
  const { items, cursor, loading, loadMore } = useLoadMoreClasses(result, queryFor);
  const active = activeFilters(filters, fixedLocation);
  const points = useMemo(() => {
    const seen = new Map<number, { id: number; lat: number; lng: number; label: string; href: string }>();
    for (const c of items) {
      if (c.venue && !seen.has(c.venue.id)) {
        seen.set(c.venue.id, {
          id: c.venue.id,
          lat: c.venue.lat,
          lng: c.venue.lng,
          label: `${c.venue.name} (${c.venue.location.name})`,
          href: c.url,
        });
      }
    }
    return [...seen.values()];
  }, [items]);

  const total = result.meta.total;
  const shown = items.length;
  const notes = <PriceNotes filters={filters} action={action} fixedLocation={fixedLocation} />;

  if (result.data.length === 0) {
    return (
      <div className="flex flex-col gap-6">
        {notes}
        <EmptyState
          icon={<SearchX />}
          {...emptyText(i18n, active, forgeName)}
          actions={
            <>
              {active.map((key) => (
                <Link
                  key={key}
                  to={`${action}${pageQuery(filters, { [key]: key === "seats" ? false : "", cursor: "" }, fixedLocation)}`}
                  className={buttonClasses("secondary", "sm")}
                >
                  {clearLabels[key] ? i18n._(clearLabels[key]) : null}
                </Link>
              ))}
              <Link
                to={filters.theme ? `/learn/${filters.theme}` : "/learn/knife-making"}
                className={buttonClasses("ghost", "sm")}
              >
                {filters.theme ? t`About ${themeName(filters.theme)}` : t`Browse a theme`}
              </Link>
              <Link to="/request-class" className={buttonClasses("primary", "sm")}>
                <Trans>Request a class</Trans>
              </Link>
            </>
          }
        />
      </div>
    );
  }

  return (
    // Phone: the cards come first and the map after them, so results start on the first screen.
    <div className="flex flex-col gap-6">
      {notes}
      <div className="flex items-center justify-between gap-3">
        <p className="text-iron-300" aria-live="polite">
          <strong className="text-iron-100">{total}</strong>{" "}
          {t`${plural(total, { one: "class found", other: "classes found" })}`}
          {items.length < total ? ` · ${t`showing ${shown}`}` : ""}
        </p>
        {/* Phone: the map follows the cards; this jumps to it (decision 523). */}
        <a href="#results-map" className={cx(buttonClasses("secondary", "sm"), "md:hidden")}>
          <MapIcon aria-hidden="true" /> <Trans>Map</Trans>
        </a>
      </div>
      <div id="results-map" className="order-last scroll-mt-24 md:order-none">
        <LazyMap points={points} label={t`Map of the forges in these results`} className="h-64 sm:h-80 lg:h-64" />
      </div>
      <ClassGrid items={items} headingLevel="h2" firstIsHero besideSidebar />
      {cursor ? (
        <div className="flex justify-center">
          <Link
            to={`${action}${pageQuery(filters, { cursor }, fixedLocation)}`}
            className={buttonClasses("secondary")}
            aria-disabled={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {loading ? t`Loading…` : t`Load more classes`}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
