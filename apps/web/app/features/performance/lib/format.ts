/** Milliseconds for people: "840 ms", "1.2 s"; a dash when there is no value. */
export function formatMs(ms: number | null): string {
  if (ms === null) return "—";
  if (ms >= 1000) return `${(ms / 1000).toFixed(ms >= 10_000 ? 0 : 1)} s`;
  return `${ms >= 10 ? Math.round(ms) : ms.toFixed(1)} ms`;
}

export function formatPercent(part: number, whole: number): string {
  if (whole === 0) return "0 %";
  const p = (part / whole) * 100;
  return `${p >= 10 || p === 0 ? Math.round(p) : p.toFixed(1)} %`;
}

/**
 * "14:05" for the last hour and day, "24 Nov, 14:05" for the week, in the viewer's zone (the
 * page learns it in the browser: components/perf-time.tsx); UTC only where no zone is given.
 */
export function formatTime(iso: string, withDay = false, zone = "UTC", locale = "en-GB"): string {
  const d = new Date(iso);
  return d.toLocaleString(locale, {
    ...(withDay ? { month: "short", day: "numeric" } : {}),
    hour: "2-digit",
    minute: "2-digit",
    timeZone: zone,
  });
}

/**
 * Text recorded from requests (an exception's message, the request it answered) as it is shown:
 * at most `max` characters, the cut marked with an ellipsis; the whole text goes in a title.
 * Always rendered as text by React, never as markup (decision 509).
 */
export function clipText(text: string, max = 120): { shown: string; full: string | undefined } {
  return text.length > max ? { shown: `${text.slice(0, max - 1)}…`, full: text } : { shown: text, full: undefined };
}

/** A per-minute rate: "12", "3.5", "0"; one decimal below 10 where it is not whole. */
export function formatRate(perMinute: number): string {
  if (perMinute >= 10 || Number.isInteger(perMinute)) return Math.round(perMinute).toLocaleString("en");
  return perMinute.toFixed(1);
}

/** The chart point at `iso` in words: "14:05" for a minute, "14:00–14:15" for a longer step. */
export function formatStep(iso: string, stepSeconds: number, withDay = false, zone = "UTC", locale = "en-GB"): string {
  const start = formatTime(iso, withDay, zone, locale);
  if (stepSeconds <= 60) return start;
  return `${start}–${formatTime(new Date(Date.parse(iso) + stepSeconds * 1000).toISOString(), false, zone, locale)}`;
}
