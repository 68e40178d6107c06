import type { PerformanceReport } from "@guildforge/contracts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useViewerZone } from "../../../components/time/use-viewer-zone";
import { zoneAbbreviation } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { formatPercent, formatRate, formatStep } from "../lib/format";
import type { ChartSeries } from "./uplot-chart";

const chartHeight = 180;
const colors = { requests: "#ff8c42", errors: "#f87171" };

function seriesOf(report: PerformanceReport, i18n: I18n): { times: number[]; series: ChartSeries[] } {
  const step = report.step_seconds;
  const perMinute = step / 60;
  return {
    times: report.series.map((p) => Date.parse(p.t) / 1000),
    series: [
      {
        label: i18n._(msg`Requests / min`),
        color: colors.requests,
        values: report.series.map((p) => p.requests / perMinute),
      },
      {
        label: i18n._(msg`Errors / min`),
        color: colors.errors,
        values: report.series.map((p) => p.errors / perMinute),
      },
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
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const locale = useLocale();
  const { times, series } = seriesOf(report, i18n);

  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once; later data goes through update
  useEffect(() => {
    let cancelled = false;
    let observer: ResizeObserver | undefined;
    void import("./uplot-chart").then(({ drawChart }) => {
      if (cancelled || !box.current) return;
      const data = seriesOf(report, i18n);
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
  const at =
    point && zone
      ? `${formatStep(point.t, report.step_seconds, report.range === "7d", zone, locale.startsWith("en") ? "en-GB" : locale)} ${zoneAbbreviation(point.t, zone)}`
      : null;
  const when = at === null ? null : hovered === index ? t`at ${at}` : t`at ${at} (latest)`;
  const perMinute = report.step_seconds / 60;
  const entries = [
    {
      key: "requests",
      label: t`Requests`,
      color: colors.requests,
      total: requests.toLocaleString(locale),
      rate: point?.requests,
    },
    {
      key: "errors",
      label: t`Server errors`,
      color: colors.errors,
      total: `${errors.toLocaleString(locale)} (${formatPercent(errors, requests)})`,
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
        aria-label={t`Requests and server errors per minute over the range: ${requests} requests, ${errors} server errors.`}
      />
      <ul aria-label={t`Chart legend`} className="mt-3 grid gap-4 sm:grid-cols-2">
        {entries.map((e) => (
          <li key={e.key} className="min-w-0">
            <span className="flex items-center gap-2 text-xs tracking-wide text-iron-400 uppercase">
              <span aria-hidden="true" className="h-1 w-4 rounded-full" style={{ backgroundColor: e.color }} />
              {e.label}
            </span>
            <span className="block font-display text-2xl text-iron-100 tabular-nums">
              <Trans>
                {e.total} <span className="text-base text-iron-400">in range</span>
              </Trans>
            </span>
            {when && e.rate !== undefined ? (
              <span className="block text-sm text-iron-300 tabular-nums">
                <Trans>
                  {formatRate(e.rate / perMinute)} / min <span className="text-iron-400">{when}</span>
                </Trans>
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
