/** "Sat, Dec 5, 2026" in UTC, so the server and the browser render the same text. */
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
