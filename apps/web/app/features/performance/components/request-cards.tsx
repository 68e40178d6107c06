import type { PerformanceReport } from "@guildforge/contracts";
import { formatMs, formatPercent } from "../lib/format";
import { DataTable } from "./data-table";
import { PerfCard } from "./perf-card";
import { PerfTime } from "./perf-time";

type Report = PerformanceReport;
const code = "block min-w-36 font-mono text-xs break-all text-iron-200";
const withDay = (r: Report) => r.range === "7d";

export function RoutesCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-routes"
      className="2xl:col-span-2"
      title="Latency per route"
      description="p50, p95 and p99 of every route pattern, all instances together. Sort by any column."
      empty={report.routes.length ? null : "Routes appear here within seconds of the first requests."}
    >
      <DataTable
        name="routes"
        caption="Latency per route"
        rows={report.routes}
        rowKey={(r) => r.route}
        initialSort="count"
        columns={[
          {
            key: "route",
            label: "Route",
            cell: (r) => <span className={code}>{r.route}</span>,
            sortValue: (r) => r.route,
          },
          {
            key: "count",
            label: "Requests",
            numeric: true,
            cell: (r) => r.count.toLocaleString("en"),
            sortValue: (r) => r.count,
          },
          {
            key: "errors",
            label: "Errors",
            numeric: true,
            cell: (r) => formatPercent(r.errors, r.count),
            sortValue: (r) => r.errors / r.count,
          },
          { key: "p50", label: "p50", numeric: true, cell: (r) => formatMs(r.p50), sortValue: (r) => r.p50 },
          { key: "p95", label: "p95", numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "p99", label: "p99", numeric: true, cell: (r) => formatMs(r.p99), sortValue: (r) => r.p99 },
        ]}
      />
    </PerfCard>
  );
}

export function SlowRequestsCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-slow-requests"
      title="Slow requests"
      description={`Requests that took ${formatMs(report.slow_request_ms)} or more, newest first.`}
      empty={
        report.slow_requests.length
          ? null
          : `Nothing took ${formatMs(report.slow_request_ms)} or more in this range. Any request that does appears here within seconds.`
      }
    >
      <DataTable
        name="slow_requests"
        caption="Slow requests"
        rows={report.slow_requests}
        rowKey={(r) => `${r.at}-${r.route}-${r.duration_ms}`}
        columns={[
          { key: "at", label: "Time", cell: (r) => <PerfTime iso={r.at} withDay={withDay(report)} /> },
          { key: "route", label: "Route", cell: (r) => <span className={code}>{`${r.method} ${r.route}`}</span> },
          { key: "status", label: "Status", numeric: true, cell: (r) => r.status },
          {
            key: "duration",
            label: "Duration",
            numeric: true,
            cell: (r) => formatMs(r.duration_ms),
            sortValue: (r) => r.duration_ms,
          },
          { key: "user", label: "User", cell: (r) => r.user?.name ?? "Visitor" },
        ]}
      />
    </PerfCard>
  );
}

export function SlowQueriesCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-slow-queries"
      className="2xl:col-span-2"
      title="Slow queries"
      description={`Database statements that took ${formatMs(report.slow_query_ms)} or more (their text, never the values).`}
      empty={
        report.slow_queries.length ? null : `No statement took ${formatMs(report.slow_query_ms)} or more in this range.`
      }
    >
      <DataTable
        name="slow_queries"
        caption="Slow queries"
        rows={report.slow_queries}
        rowKey={(r) => r.sql}
        initialSort="max"
        columns={[
          {
            key: "sql",
            label: "Statement",
            cell: (r) => (
              <span className={`${code} line-clamp-3`} title={r.sql}>
                {r.sql}
              </span>
            ),
          },
          { key: "count", label: "Times", numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          { key: "p95", label: "p95", numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "max", label: "Slowest", numeric: true, cell: (r) => formatMs(r.max), sortValue: (r) => r.max },
        ]}
      />
    </PerfCard>
  );
}

export function TopUsersCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-users"
      title="Top users"
      description="The signed-in people who made the most requests."
      empty={report.top_users.length ? null : "Signed-in people's requests are counted here as they browse."}
    >
      <DataTable
        name="top_users"
        caption="Top users by requests"
        rows={report.top_users}
        rowKey={(r) => String(r.user?.id ?? "gone")}
        columns={[
          { key: "user", label: "User", cell: (r) => r.user?.name ?? "Deleted account" },
          { key: "requests", label: "Requests", numeric: true, cell: (r) => r.requests.toLocaleString("en") },
        ]}
      />
    </PerfCard>
  );
}
