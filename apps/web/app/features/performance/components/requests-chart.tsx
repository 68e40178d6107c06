import type { PerformanceReport } from "@guildforge/contracts";
import { useEffect, useRef } from "react";
import { formatPercent } from "../lib/format";
import type { ChartSeries } from "./uplot-chart";

const chartHeight = 180;

function seriesOf(report: PerformanceReport): { times: number[]; series: ChartSeries[] } {
  const step = report.step_seconds;
  const perMinute = step / 60;
  return {
    times: report.series.map((p) => Date.parse(p.t) / 1000),
    series: [
      { label: "Requests / min", color: "#ff8c42", values: report.series.map((p) => p.requests / perMinute) },
      { label: "Errors / min", color: "#f87171", values: report.series.map((p) => p.errors / perMinute) },
    ],
  };
}

/**
 * Requests and server errors per minute. The chart's box has a fixed height from the server's
 * render on, so neither the lazy uPlot chunk nor a refresh moves anything below it.
 */
export function RequestsChart({ report }: { report: PerformanceReport }) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<Awaited<ReturnType<typeof import("./uplot-chart")["drawChart"]>> | null>(null);
  const { times, series } = seriesOf(report);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once; later data goes through update
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import("./uplot-chart").then(({ drawChart }) => {
      if (cancelled || !box.current) return;
      const data = seriesOf(report);
      chart.current = drawChart(box.current, data.times, data.series, chartHeight);
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

  const { requests, errors } = report.totals;
  return (
    <div>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <div>
          <dt className="text-xs tracking-wide text-iron-400 uppercase">Requests</dt>
          <dd className="font-display text-2xl text-iron-100 tabular-nums">{requests.toLocaleString("en")}</dd>
        </div>
        <div>
          <dt className="text-xs tracking-wide text-iron-400 uppercase">Server errors</dt>
          <dd className="font-display text-2xl text-iron-100 tabular-nums">
            {errors.toLocaleString("en")}{" "}
            <span className="text-base text-iron-400">({formatPercent(errors, requests)})</span>
          </dd>
        </div>
      </dl>
      <div
        ref={box}
        className="mt-4 w-full overflow-hidden"
        style={{ height: chartHeight + 40 }}
        role="img"
        aria-label={`Requests and server errors per minute over the range: ${requests} requests, ${errors} server errors.`}
      />
    </div>
  );
}
