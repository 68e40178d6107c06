/**
 * Calendar dates for lists and dashboards, always in UTC so the server render and the browser's
 * hydration print the same text whatever the visitor's time zone. Class sessions, which have a
 * venue time zone, are formatted by the classes feature instead (features/classes/lib/format-session.ts).
 */

/** "Sat, Dec 5, 2026"; a missing date reads "Dates to be announced". */
export function formatDay(iso: string | null): string {
  if (!iso) return "Dates to be announced";
  return new Date(iso).toLocaleDateString("en-US", {
    weekday: "short",
    month: "short",
    day: "numeric",
    year: "numeric",
    timeZone: "UTC",
  });
}

/** "Dec 5, 2026": when something was sent, requested or reviewed. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });
}

/** "December 2026": member since. */
export function formatMonthYear(iso: string): string {
  return new Date(iso).toLocaleDateString("en-US", { month: "long", year: "numeric", timeZone: "UTC" });
}
