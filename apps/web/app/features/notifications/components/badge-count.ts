import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";

/** The badge text: the count, capped at "99+". */
export const badgeCount = (count: number): string => (count > 99 ? "99+" : String(count));

/** The accessible name of the unread count, in the page's language (a plural: through the format seed). */
export function useUnreadLabel(): (count: number) => string {
  const { t } = useLingui();
  return (count) => t`${plural(count, { one: "# unread notification", other: "# unread notifications" })}`;
}
