/** The badge text: the count, capped at "99+". */
export const badgeCount = (count: number): string => (count > 99 ? "99+" : String(count));

/** The accessible name of the unread count. */
export const unreadLabel = (count: number): string => `${count} unread notification${count === 1 ? "" : "s"}`;
