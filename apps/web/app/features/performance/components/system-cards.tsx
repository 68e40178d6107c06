import { type PerformanceReport, type VitalName, vitalThresholds } from "@guildforge/contracts";
import { Badge, type BadgeTone } from "../../../components/ui";
import { clipText, formatMs } from "../lib/format";
import { DataTable } from "./data-table";
import { PerfCard } from "./perf-card";
import { PerfTime } from "./perf-time";

type Report = PerformanceReport;
const code = "block min-w-36 font-mono text-xs break-all text-iron-200";

export function JobsCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-jobs"
      title="Jobs and queues"
      description="Background jobs run in this range, their failures and how many wait now."
      empty={report.jobs.length ? null : "Queues appear here once the job runner has started one."}
    >
      <DataTable
        name="jobs"
        caption="Jobs per queue"
        rows={report.jobs}
        rowKey={(r) => r.queue}
        columns={[
          { key: "queue", label: "Queue", cell: (r) => <span className={code}>{r.queue}</span> },
          { key: "count", label: "Runs", numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          { key: "failures", label: "Failed", numeric: true, cell: (r) => r.failures, sortValue: (r) => r.failures },
          { key: "p95", label: "p95", numeric: true, cell: (r) => formatMs(r.p95), sortValue: (r) => r.p95 },
          { key: "queued", label: "Waiting", numeric: true, cell: (r) => r.queued ?? "—", sortValue: (r) => r.queued },
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
      {shown}
    </span>
  );
}

export function ExceptionsCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-exceptions"
      title="Exceptions"
      description="Server errors (5xx) grouped by type and the first line of our code they came from, with the last request that hit them."
      empty={
        report.exceptions.length
          ? null
          : "No server error in this range. Any that happens is listed here within seconds."
      }
    >
      <DataTable
        name="exceptions"
        caption="Exceptions"
        rows={report.exceptions}
        rowKey={(r) => r.group}
        initialSort="count"
        columns={[
          {
            key: "group",
            label: "Exception",
            cell: (r) => (
              <>
                <span className={code}>{r.group}</span>
                {r.message ? (
                  <Recorded text={r.message} label="Message" className="mt-1 block text-xs break-all text-iron-400" />
                ) : null}
                {r.request ? (
                  <Recorded
                    text={r.request}
                    label="Last request"
                    className="mt-1 block font-mono text-xs break-all text-iron-300"
                  />
                ) : null}
              </>
            ),
          },
          { key: "count", label: "Times", numeric: true, cell: (r) => r.count, sortValue: (r) => r.count },
          {
            key: "last",
            label: "Last seen",
            cell: (r) => <PerfTime iso={r.last_seen} withDay={report.range === "7d"} />,
          },
        ]}
      />
    </PerfCard>
  );
}

export function ServersCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-servers"
      title="Servers"
      description="Each instance's latest CPU, memory, event-loop delay and live sockets."
      empty={report.servers.length ? null : "Each running instance reports here every few seconds."}
    >
      <DataTable
        name="servers"
        caption="Servers"
        rows={report.servers}
        rowKey={(r) => r.instance}
        columns={[
          { key: "instance", label: "Instance", cell: (r) => <span className={code}>{r.instance}</span> },
          { key: "cpu", label: "CPU", numeric: true, cell: (r) => `${r.cpu_percent} %` },
          { key: "memory", label: "Memory", numeric: true, cell: (r) => `${Math.round(r.memory_mb)} MB` },
          { key: "loop", label: "Loop p99", numeric: true, cell: (r) => formatMs(r.event_loop_p99_ms) },
          { key: "sockets", label: "Sockets", numeric: true, cell: (r) => `${r.sockets} (${r.channels} ch.)` },
          { key: "seen", label: "Seen", cell: (r) => <PerfTime iso={r.last_seen} withDay={report.range === "7d"} /> },
        ]}
      />
    </PerfCard>
  );
}

const ratingTone: Record<string, BadgeTone> = { good: "success", "needs-improvement": "warning", poor: "danger" };
const ratingLabel: Record<string, string> = { good: "Good", "needs-improvement": "Needs improvement", poor: "Poor" };
const formatVital = (name: VitalName, v: number) => (vitalThresholds[name].unit === "ms" ? formatMs(v) : v.toFixed(3));

export function VitalsCard({ report }: { report: Report }) {
  return (
    <PerfCard
      id="perf-vitals"
      title="Core Web Vitals"
      description="What real visitors experienced: p75 per page, rated against Google's thresholds."
      empty={
        report.vitals.length
          ? null
          : "Visitors' browsers report LCP, INP, CLS, FCP and TTFB when they leave a page; the first pages appear here within seconds of that."
      }
    >
      <DataTable
        name="vitals"
        caption="Core Web Vitals per page (p75)"
        rows={report.vitals}
        rowKey={(r) => `${r.route} ${r.name}`}
        columns={[
          {
            key: "route",
            label: "Page",
            cell: (r) => <span className={code}>{r.route}</span>,
            sortValue: (r) => r.route,
          },
          { key: "name", label: "Metric", cell: (r) => r.name, sortValue: (r) => r.name },
          { key: "p75", label: "p75", numeric: true, cell: (r) => formatVital(r.name, r.p75) },
          {
            key: "rating",
            label: "Rating",
            cell: (r) => <Badge tone={ratingTone[r.rating]}>{ratingLabel[r.rating]}</Badge>,
            sortValue: (r) => ["good", "needs-improvement", "poor"].indexOf(r.rating),
          },
          { key: "samples", label: "Views", numeric: true, cell: (r) => r.samples, sortValue: (r) => r.samples },
        ]}
      />
    </PerfCard>
  );
}
