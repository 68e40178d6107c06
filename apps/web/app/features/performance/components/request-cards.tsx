import type { PerformanceReport } from "@guildforge/contracts";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "../../../lib/locale";
import { formatMs, formatPercent } from "../lib/format";
import { DataTable } from "./data-table";
import { PerfCard } from "./perf-card";
import { PerfTime } from "./perf-time";

type Report = PerformanceReport;
const code = "block min-w-36 font-mono text-xs break-all text-iron-200";
const withDay = (r: Report) => r.range === "7d";

export function RoutesCard({ report }: { report: Report }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PerfCard
      id="perf-routes"
      className="2xl:col-span-2"
      title={t`Latency per route`}
      description={t`p50, p95 and p99 of every route pattern, all instances together. Sort by any column.`}
      empty={report.routes.length ? null : t`Routes appear here within seconds of the first requests.`}
    >
      <DataTable
        name="routes"
        caption={t`Latency per route`}
        rows={report.routes}
        rowKey={(r) => r.route}
        initialSort="count"
        columns={[
          {
            key: "route",
            label: t`Route`,
            cell: (r) => (
              <span className={code} translate="no">
                {r.route}
              </span>
            ),
            sortValue: (r) => r.route,
          },
          {
            key: "count",
            label: t`Requests`,
            numeric: true,
            cell: (r) => r.count.toLocaleString(locale),
            sortValue: (r) => r.count,
          },
          {
            key: "errors",
            label: t`Errors`,
            numeric: true,
            cell: (r) => formatPercent(r.errors, r.count),
            sortValue: (r) => r.errors / r.count,
          },
          { key: "p50", label: t`p50`, numeric: true, cell: (r) => formatMs(r.p50), sortValue: (r) => r.p50 },
          { key: "p95", label: t`p95`, numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "p99", label: t`p99`, numeric: true, cell: (r) => formatMs(r.p99), sortValue: (r) => r.p99 },
        ]}
      />
    </PerfCard>
  );
}

export function SlowRequestsCard({ report }: { report: Report }) {
  const { t } = useLingui();
  const limit = formatMs(report.slow_request_ms);
  return (
    <PerfCard
      id="perf-slow-requests"
      title={t`Slow requests`}
      description={t`Requests that took ${limit} or more, newest first.`}
      empty={
        report.slow_requests.length
          ? null
          : t`Nothing took ${limit} or more in this range. Any request that does appears here within seconds.`
      }
    >
      <DataTable
        name="slow_requests"
        caption={t`Slow requests`}
        rows={report.slow_requests}
        rowKey={(r) => `${r.at}-${r.route}-${r.duration_ms}`}
        columns={[
          { key: "at", label: t`Time`, cell: (r) => <PerfTime iso={r.at} withDay={withDay(report)} /> },
          {
            key: "route",
            label: t`Route`,
            cell: (r) => <span className={code} translate="no">{`${r.method} ${r.route}`}</span>,
          },
          { key: "status", label: t`Status`, numeric: true, cell: (r) => r.status },
          {
            key: "duration",
            label: t`Duration`,
            numeric: true,
            cell: (r) => formatMs(r.duration_ms),
            sortValue: (r) => r.duration_ms,
          },
          {
            key: "user",
            label: t`User`,
            cell: (r) => (r.user ? <span data-user-content="">{r.user.name}</span> : t`Visitor`),
          },
        ]}
      />
    </PerfCard>
  );
}

export function SlowQueriesCard({ report }: { report: Report }) {
  const { t } = useLingui();
  const limit = formatMs(report.slow_query_ms);
  return (
    <PerfCard
      id="perf-slow-queries"
      className="2xl:col-span-2"
      title={t`Slow queries`}
      description={t`Database statements that took ${limit} or more (their text, never the values).`}
      empty={report.slow_queries.length ? null : t`No statement took ${limit} or more in this range.`}
    >
      <DataTable
        name="slow_queries"
        caption={t`Slow queries`}
        rows={report.slow_queries}
        rowKey={(r) => r.sql}
        initialSort="max"
        columns={[
          {
            key: "sql",
            label: t`Statement`,
            cell: (r) => (
              <span className={`${code} line-clamp-3`} title={r.sql} translate="no">
                {r.sql}
              </span>
            ),
          },
          { key: "count", label: t`Times`, numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          { key: "p95", label: t`p95`, numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "max", label: t`Slowest`, numeric: true, cell: (r) => formatMs(r.max), sortValue: (r) => r.max },
        ]}
      />
    </PerfCard>
  );
}

export function TopUsersCard({ report }: { report: Report }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <PerfCard
      id="perf-users"
      title={t`Top users`}
      description={t`The signed-in people who made the most requests.`}
      empty={report.top_users.length ? null : t`Signed-in people's requests are counted here as they browse.`}
    >
      <DataTable
        name="top_users"
        caption={t`Top users by requests`}
        rows={report.top_users}
        rowKey={(r) => String(r.user?.id ?? "gone")}
        columns={[
          {
            key: "user",
            label: t`User`,
            cell: (r) => (r.user ? <span data-user-content="">{r.user.name}</span> : t`Deleted account`),
          },
          { key: "requests", label: t`Requests`, numeric: true, cell: (r) => r.requests.toLocaleString(locale) },
        ]}
      />
    </PerfCard>
  );
}
