import { type PerformanceReport, type VitalName, vitalThresholds } from "@guildforge/contracts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { useLingui } from "@lingui/react/macro";
import { Badge, type BadgeTone } from "../../../components/ui";
import { clipText, formatMs } from "../lib/format";
import { DataTable } from "./data-table";
import { PerfCard } from "./perf-card";
import { PerfTime } from "./perf-time";

type Report = PerformanceReport;
const code = "block min-w-36 font-mono text-xs break-all text-iron-200";

export function JobsCard({ report }: { report: Report }) {
  const { t } = useLingui();
  return (
    <PerfCard
      id="perf-jobs"
      title={t`Jobs and queues`}
      description={t`Background jobs run in this range, their failures and how many wait now.`}
      empty={report.jobs.length ? null : t`Queues appear here once the job runner has started one.`}
    >
      <DataTable
        name="jobs"
        caption={t`Jobs per queue`}
        rows={report.jobs}
        rowKey={(r) => r.queue}
        columns={[
          {
            key: "queue",
            label: t`Queue`,
            cell: (r) => (
              <span className={code} translate="no">
                {r.queue}
              </span>
            ),
          },
          { key: "count", label: t`Runs`, numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          { key: "failures", label: t`Failed`, numeric: true, cell: (r) => r.failures, sortValue: (r) => r.failures },
          { key: "p95", label: t`p95`, numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "queued", label: t`Waiting`, numeric: true, cell: (r) => r.queued ?? "—", sortValue: (r) => r.queued },
        ]}
      />
    </PerfCard>
  );
}

/** A recorded text (message, request) as data: clipped to 120 characters, the whole in its title. */
function Recorded({ text, label, className }: { text: string; label: string; className: string }) {
  const { shown, full } = clipText(text);
  return (
    <span className={className} title={full}>
      <span className="sr-only">{label}: </span>
      <span translate="no">{shown}</span>
    </span>
  );
}

export function ExceptionsCard({ report }: { report: Report }) {
  const { t } = useLingui();
  return (
    <PerfCard
      id="perf-exceptions"
      title={t`Exceptions`}
      description={t`Server errors (5xx) grouped by type and the first line of our code they came from, with the last request that hit them.`}
      empty={
        report.exceptions.length
          ? null
          : t`No server error in this range. Any that happens is listed here within seconds.`
      }
    >
      <DataTable
        name="exceptions"
        caption={t`Exceptions`}
        rows={report.exceptions}
        rowKey={(r) => r.group}
        initialSort="count"
        columns={[
          {
            key: "group",
            label: t`Exception`,
            cell: (r) => (
              <>
                <span className={code} translate="no">
                  {r.group}
                </span>
                {r.message ? (
                  <Recorded
                    text={r.message}
                    label={t`Message`}
                    className="mt-1 block text-xs break-all text-iron-400"
                  />
                ) : null}
                {r.request ? (
                  <Recorded
                    text={r.request}
                    label={t`Last request`}
                    className="mt-1 block font-mono text-xs break-all text-iron-300"
                  />
                ) : null}
              </>
            ),
          },
          { key: "count", label: t`Times`, numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          {
            key: "last",
            label: t`Last seen`,
            cell: (r) => <PerfTime iso={r.last_seen} withDay={report.range === "7d"} />,
          },
        ]}
      />
    </PerfCard>
  );
}

export function ServersCard({ report }: { report: Report }) {
  const { t } = useLingui();
  return (
    <PerfCard
      id="perf-servers"
      title={t`Servers`}
      description={t`Each instance's latest CPU, memory, event-loop delay and live sockets.`}
      empty={report.servers.length ? null : t`Each running instance reports here every few seconds.`}
    >
      <DataTable
        name="servers"
        caption={t`Servers`}
        rows={report.servers}
        rowKey={(r) => r.instance}
        columns={[
          {
            key: "instance",
            label: t`Instance`,
            cell: (r) => (
              <span className={code} translate="no">
                {r.instance}
              </span>
            ),
          },
          { key: "cpu", label: t`CPU`, numeric: true, cell: (r) => `${r.cpu_percent} %` },
          { key: "memory", label: t`Memory`, numeric: true, cell: (r) => `${Math.round(r.memory_mb)} MB` },
          { key: "loop", label: t`Loop p99`, numeric: true, cell: (r) => formatMs(r.event_loop_p99_ms) },
          { key: "sockets", label: t`Sockets`, numeric: true, cell: (r) => t`${r.sockets} (${r.channels} channels)` },
          { key: "seen", label: t`Seen`, cell: (r) => <PerfTime iso={r.last_seen} withDay={report.range === "7d"} /> },
        ]}
      />
    </PerfCard>
  );
}

const ratingTone: Record<string, BadgeTone> = { good: "success", "needs-improvement": "warning", poor: "danger" };
const ratingLabel: Record<string, MessageDescriptor> = {
  good: msg`Good`,
  "needs-improvement": msg`Needs improvement`,
  poor: msg`Poor`,
};
const formatVital = (name: VitalName, v: number) => (vitalThresholds[name].unit === "ms" ? formatMs(v) : v.toFixed(3));

export function VitalsCard({ report }: { report: Report }) {
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  return (
    <PerfCard
      id="perf-vitals"
      title={t`Core Web Vitals`}
      description={t`What real visitors experienced: p75 per page, rated against Google's thresholds.`}
      empty={
        report.vitals.length
          ? null
          : t`Visitors' browsers report LCP, INP, CLS, FCP and TTFB when they leave a page; the first pages appear here within seconds of that.`
      }
    >
      <DataTable
        name="vitals"
        caption={t`Core Web Vitals per page (p75)`}
        rows={report.vitals}
        rowKey={(r) => `${r.route} ${r.name}`}
        columns={[
          {
            key: "route",
            label: t`Page`,
            cell: (r) => (
              <span className={code} translate="no">
                {r.route}
              </span>
            ),
            sortValue: (r) => r.route,
          },
          {
            key: "name",
            label: t`Metric`,
            cell: (r) => <span translate="no">{r.name}</span>,
            sortValue: (r) => r.name,
          },
          { key: "p75", label: t`p75`, numeric: true, cell: (r) => formatVital(r.name, r.p75) },
          {
            key: "rating",
            label: t`Rating`,
            cell: (r) => {
              const rating = ratingLabel[r.rating];
              return <Badge tone={ratingTone[r.rating]}>{rating ? i18n._(rating) : r.rating}</Badge>;
            },
            sortValue: (r) => ["good", "needs-improvement", "poor"].indexOf(r.rating),
          },
          { key: "samples", label: t`Views`, numeric: true, cell: (r) => r.samples, sortValue: (r) => r.samples },
        ]}
      />
    </PerfCard>
  );
}
