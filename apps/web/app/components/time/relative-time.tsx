import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { useSyncExternalStore } from "react";
import { dayKeyIn, formatClock, formatMoment } from "../../lib/format-date";
import { useLocale } from "../../lib/locale";
import { useViewerZone } from "./use-viewer-zone";

/** One formatter per formatting locale, made the first time a relative time is shown in it (after hydration). */
const formatters = new Map<string, Intl.RelativeTimeFormat>();

function relativeFormat(locale: string): Intl.RelativeTimeFormat {
  let format = formatters.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: "auto", style: "long" });
    formatters.set(locale, format);
  }
  return format;
}

/**
 * How long ago a moment was, as a person says it in the page's language (issue 39):
 * `Intl.RelativeTimeFormat` with the page's formatting locale ("2 minutes ago", "vor 3 Stunden",
 * "il y a 3 heures") within today, "yesterday, 4:05 PM" ("gestern, 16:05", "hier, 16:05"), else
 * its time of day (the thread's day heading says which day); "just now" under a minute.
 */
export function relativeTime(iso: string, nowMs: number, zone: string, locale: string, i18n: I18n): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return "";
  const minutes = Math.floor((nowMs - at) / 60_000);
  if (minutes < 1) return i18n._(msg`just now`);
  const format = relativeFormat(locale);
  if (minutes < 60) return format.format(-minutes, "minute");
  const day = dayKeyIn(iso, zone);
  const hours = Math.floor(minutes / 60);
  if (day === dayKeyIn(new Date(nowMs).toISOString(), zone)) return format.format(-hours, "hour");
  const yesterday = dayKeyIn(new Date(nowMs - 86_400_000).toISOString(), zone);
  const clock = formatClock(iso, zone, locale);
  return day === yesterday ? `${format.format(-1, "day")}, ${clock}` : clock;
}

// One clock for every relative time on the page, ticking each minute while any is shown.
let minute: number | null = null;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(changed: () => void) {
  listeners.add(changed);
  if (listeners.size === 1) {
    minute = Date.now();
    timer = setInterval(() => {
      minute = Date.now();
      for (const l of listeners) l();
    }, 60_000);
  }
  return () => {
    listeners.delete(changed);
    if (listeners.size === 0) clearInterval(timer);
  };
}

/** Now, renewed each minute in the browser; null on the server and while hydrating (nothing to mismatch). */
export function useMinuteClock(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => (minute ??= Date.now()),
    () => null,
  );
}

/**
 * A moment shown relative to now ("2 minutes ago"), updated each minute, with the full moment in the
 * viewer's zone on hover and on keyboard focus (a `<time>` in the tab order with a tooltip). Text
 * appears once the browser knows the zone: the server and hydration print none (decision 522).
 */
export function RelativeTime({ iso, align = "start" }: { iso: string; align?: "start" | "end" }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const zone = useViewerZone();
  const now = useMinuteClock();
  const full = zone ? formatMoment(iso, zone, locale) : undefined;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: focus shows the full time, as hover does
    <time dateTime={iso} title={full} tabIndex={0} className="group relative rounded-sm">
      {zone && now !== null ? relativeTime(iso, now, zone, locale, i18n) : null}
      {full ? (
        <>
          <span className="sr-only">, {full}</span>
          <span
            aria-hidden="true"
            data-testid="time-tooltip"
            className={`pointer-events-none absolute bottom-full z-10 mb-1 hidden rounded-md border border-iron-700 bg-iron-850 px-2 py-1 text-xs whitespace-nowrap text-iron-100 shadow-card group-hover:block group-focus-visible:block ${align === "end" ? "right-0" : "left-0"}`}
          >
            {full}
          </span>
        </>
      ) : null}
    </time>
  );
}
