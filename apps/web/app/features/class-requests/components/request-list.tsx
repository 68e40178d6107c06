import type { ClassRequestListResponse } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import { useCallback } from "react";
import { Link, useRevalidator } from "react-router";
import { buttonClasses, EmptyState } from "../../../components/ui";
import { useLoadMoreClassRequests } from "../api/list-class-requests";
import { type RequestFilters, requestApiQuery, requestPageQuery } from "../lib/request-query";
import { RequestCard, type Viewer } from "./request-card";

interface RequestListProps {
  filters: RequestFilters;
  result: ClassRequestListResponse;
  viewer: Viewer;
  pageSize: number;
}

/** The cards with "Load more" (JavaScript) and a "Next page" link (without). */
export function RequestList({ filters, result, viewer, pageSize }: RequestListProps) {
  const revalidator = useRevalidator();
  const { t } = useLingui();
  const queryFor = useCallback(
    (cursor: string) => requestApiQuery({ ...filters, cursor }, pageSize),
    [filters, pageSize],
  );
  const { items, cursor, loading, loadMore } = useLoadMoreClassRequests(result, queryFor);
  const returnTo = `/class-requests${requestPageQuery(filters)}`;

  if (!items.length) {
    return (
      <EmptyState
        className="mt-8"
        icon={<Lightbulb aria-hidden="true" />}
        title={t`No requests match`}
        description={t`Try another theme or location, or be the first to ask for this class.`}
        actions={
          <Link to="/request-class" className={buttonClasses("primary")}>
            <Trans>Request a class</Trans>
          </Link>
        }
      />
    );
  }
  return (
    <>
      <p className="mt-8 text-sm text-iron-400" aria-live="polite">
        {t`${plural(result.meta.total, { one: "# request", other: "# requests" })}`}
      </p>
      <ul className="mt-4 grid gap-6 md:grid-cols-2 xl:grid-cols-3">
        {items.map((r) => (
          <li key={r.id}>
            <RequestCard
              request={r}
              viewer={viewer}
              returnTo={returnTo}
              onChanged={() => void revalidator.revalidate()}
            />
          </li>
        ))}
      </ul>
      {cursor ? (
        <div className="mt-8 flex justify-center">
          <Link
            to={`/class-requests${requestPageQuery(filters, { cursor })}`}
            className={buttonClasses("secondary")}
            aria-disabled={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {loading ? t`Loading…` : t`Load more requests`}
          </Link>
        </div>
      ) : null}
    </>
  );
}
