import type { ReactNode } from "react";
import { Container, PageHeader } from "../../../components/ui";
import { type BrowseFilters, pageQuery } from "../lib/browse-query";
import type { ClassCardPage } from "../lib/card-view";
import type { LocationOption } from "../lib/location-options";
import { BrowseFiltersForm } from "./browse-filters";
import { BrowseResults } from "./browse-results";
import { type BrowseForge, ForgeFilterChip } from "./forge-filter-chip";
import { NearMeButton } from "./near-me-button";

interface BrowsePageProps {
  title: ReactNode;
  eyebrow: ReactNode;
  description: ReactNode;
  breadcrumb?: ReactNode;
  action: string;
  fixedLocation?: string;
  filters: BrowseFilters;
  result: ClassCardPage;
  locations: LocationOption[];
  /** Set when the URL keeps one forge's classes (`?venue=`): shown as a chip that clears it. */
  forge?: BrowseForge | null;
  /** Below the results: a forge's reviews on its page (`?venue=`), composed by the route. */
  after?: ReactNode;
}

/** /classes and /classes/{location...}: the same page, the latter with the location fixed by the path. */
export function BrowsePage(props: BrowsePageProps) {
  const { filters, action, fixedLocation, forge } = props;
  return (
    <Container size="wide" className="py-6 sm:py-14">
      {props.breadcrumb}
      <PageHeader
        eyebrow={props.eyebrow}
        title={props.title}
        description={props.description}
        actions={
          forge ? (
            <ForgeFilterChip
              forge={forge}
              clearHref={`${action}${pageQuery(filters, { venue: "", cursor: "" }, fixedLocation)}`}
            />
          ) : null
        }
      />
      {/* Desktop: the filters in a column beside the results, so the results start on the first screen. */}
      <div className="mt-6 sm:mt-8 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8">
        <div className="rounded-lg border border-iron-700 bg-iron-900/60 p-4 sm:p-6 lg:p-5">
          <BrowseFiltersForm
            filters={filters}
            action={action}
            fixedLocation={fixedLocation}
            locations={props.locations}
            total={props.result.meta.total}
          />
          <div className="mt-4">
            <NearMeButton
              hrefFor={(lat, lng) =>
                `${action}${pageQuery(filters, { lat, lng, sort: "nearest", cursor: "" }, fixedLocation)}`
              }
            />
          </div>
        </div>
        <div className="mt-6 sm:mt-10 lg:mt-0">
          <BrowseResults
            result={props.result}
            filters={filters}
            action={action}
            fixedLocation={fixedLocation}
            forgeName={forge?.name ?? null}
          />
        </div>
      </div>
      {props.after ? <div className="mt-12">{props.after}</div> : null}
    </Container>
  );
}
