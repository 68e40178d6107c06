import type { PerformanceReport } from "@guildforge/contracts";
import { useEffect, useRef, useState } from "react";
import { useViewerZone } from "../../../components/time/use-viewer-zone";
import { zoneAbbreviation } from "../../../lib/format-date";
import { formatPercent, formatRate, formatStep } from "../lib/format";
import type { ChartSeries } from "./uplot-chart";

const chartHeight = 180;
const colors = { requests: "#ff8c42", errors: "#f87171" };

function seriesOf(report: PerformanceReport): { times: number[]; series: ChartSeries[] } {
  const step = report.step_seconds;
  const perMinute = step / 60;
  return {
    times: report.series.map((p) => Date.parse(p.t) / 1000),
    series: [
      { label: "Requests / min", color: colors.requests, values: report.series.map((p) => p.requests / perMinute) },
      { label: "Errors / min", color: colors.errors, values: report.series.map((p) => p.errors / perMinute) },
    ],
  };
}

/**
 * Requests and server errors per minute. The chart's box has a fixed height from the server's
 * render on, so neither the lazy uPlot chunk nor a refresh moves anything below it. Its legend
 * shows each line's total over the range and its value at the hovered point, else the latest.
 */
export function RequestsChart({ report }: { report: PerformanceReport }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Awaited<ReturnType<typeof import("./uplot-chart")["drawChart"]>> | null>(null);
  const [hovered, setHovered] = useState<number | null>(null);
  const { times, series } = seriesOf(report);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once; later data goes through update
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import("./uplot-chart").then(({ drawChart }) => {
      if (cancelled || !box.current) return;
      const data = seriesOf(report);
      chart.current = drawChart(box.current, data.times, data.series, chartHeight, setHovered);
      observer = new ResizeObserver(() => chart.current?.resize());
      observer.observe(box.current);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart.current?.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.update(times, series);
  }, [times, series]);

  const zone = useViewerZone();
  const { requests, errors } = report.totals;
  const last = report.series.length - 1;
  const index = hovered !== null && hovered <= last ? hovered : last;
  const point = report.series[index];
  // In the admin's own zone, once the browser has told it (nothing is shown in UTC).
  const when =
    point && zone
      ? `at ${formatStep(point.t, report.step_seconds, report.range === "7d", zone)} ${zoneAbbreviation(point.t, zone)}${hovered === index ? "" : " (latest)"}`
      : null;
  const perMinute = report.step_seconds / 60;
  const entries = [
    { label: "Requests", color: colors.requests, total: requests.toLocaleString("en"), rate: point?.requests },
    {
      label: "Server errors",
      color: colors.errors,
      total: `${errors.toLocaleString("en")} (${formatPercent(errors, requests)})`,
      rate: point?.errors,
    },
  ];
  return (
    <div>
      <div
        ref={box}
        className="w-full overflow-hidden"
        style={{ height: chartHeight + 8 }}
        role="img"
        aria-label={`Requests and server errors per minute over the range: ${requests} requests, ${errors} server errors.`}
      />
      <ul aria-label="Chart legend" className="mt-3 grid gap-4 sm:grid-cols-2">
        {entries.map((e) => (
          <li key={e.label} className="min-w-0">
            <span className="flex items-center gap-2 text-xs tracking-wide text-iron-400 uppercase">
              <span aria-hidden="true" className="h-1 w-4 rounded-full" style={{ backgroundColor: e.color }} />
              {e.label}
            </span>
            <span className="block font-display text-2xl text-iron-100 tabular-nums">
              {e.total} <span className="text-base text-iron-400">in range</span>
            </span>
            {when && e.rate !== undefined ? (
              <span className="block text-sm text-iron-300 tabular-nums">
                {formatRate(e.rate / perMinute)} / min <span className="text-iron-400">{when}</span>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
