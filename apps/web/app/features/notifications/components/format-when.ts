const formatter = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** "Nov 22, 2026, 1:52 AM" in the viewer's time zone (server and browser may differ: suppress the hydration warning). */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? "" : formatter.format(date);
}

/** The badge text: the count, capped at "99+". */
export const badgeCount = (count: number): string => (count > 99 ? "99+" : String(count));

/** The accessible name of the unread count. */
export const unreadLabel = (count: number): string => `${count} unread notification${count === 1 ? "" : "s"}`;
