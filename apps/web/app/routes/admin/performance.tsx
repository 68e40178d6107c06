import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { type ShouldRevalidateFunctionArgs, useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { PerfCard } from "../../features/performance/components/perf-card";
import {
  RoutesCard,
  SlowQueriesCard,
  SlowRequestsCard,
  TopUsersCard,
} from "../../features/performance/components/request-cards";
import { RequestsChart } from "../../features/performance/components/requests-chart";
import { ExceptionsCard, JobsCard, ServersCard, VitalsCard } from "../../features/performance/components/system-cards";
import { useAutoRefresh } from "../../features/performance/hooks/use-auto-refresh";
import { onlyTablesDiffer } from "../../features/performance/lib/table-url";
import { loadPerformance } from "../../features/performance/server/load-performance.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/performance";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

const ranges = [
  { value: "1h", label: msg`Last hour` },
  { value: "24h", label: msg`Last 24 hours` },
  { value: "7d", label: msg`Last 7 days` },
] as const;

/**
 * The admin guard is on the admin layout; the API checks the role again. `?range=1h|24h|7d`; each
 * table's sort and "Show all" are read from the URL by the table itself (`table-url`).
 */
export const loader = async ({ request, context }: Route.LoaderArgs) => {
  const [page, texts] = await Promise.all([
    loadPerformance(request, context),
    pageMetaData(
      context,
      ["shell", "performance"],
      msg`Performance`,
      msg`How fast the site answers and what visitors experience.`,
    ),
  ]);
  return { ...page, ...texts };
};

/** Sorting a table or showing all its rows changes only the page's view: no new report is fetched. */
export const shouldRevalidate = ({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) =>
  !formMethod &&
  currentUrl.pathname === nextUrl.pathname &&
  currentUrl.search !== nextUrl.search &&
  onlyTablesDiffer(currentUrl.searchParams, nextUrl.searchParams)
    ? false
    : defaultShouldRevalidate;

/** /admin/performance (issue 19): every instance's numbers, refreshed every 10 seconds. */
export default function AdminPerformancePage() {
  const { report } = useLoaderData<typeof loader>();
  useAutoRefresh(10_000);
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  return (
    <div className="mx-auto max-w-6xl">
      <QueueHeader
        title={t`Performance`}
        description={t`How fast the site answers, what real visitors experience, and why, across every instance. Refreshes every 10 seconds.`}
        filters={ranges.map((r) => ({ value: r.value, label: i18n._(r.label) }))}
        current={report.range}
        param="range"
        label={t`Time range`}
      />
      <div className="mt-8 grid gap-6 2xl:grid-cols-2">
        <PerfCard
          id="perf-requests"
          title={t`Requests and errors`}
          className="2xl:col-span-2"
          empty={report.totals.requests ? null : t`Requests appear here within seconds of the first visits.`}
        >
          <RequestsChart report={report} />
        </PerfCard>
        <RoutesCard report={report} />
        <VitalsCard report={report} />
        <SlowRequestsCard report={report} />
        <SlowQueriesCard report={report} />
        <JobsCard report={report} />
        <ExceptionsCard report={report} />
        <ServersCard report={report} />
        <TopUsersCard report={report} />
      </div>
    </div>
  );
}
