/** What a count badge shows: the number, or "99+" past 99. */
export const countBadgeText = (count: number): string => (count > 99 ? "99+" : String(count));

interface CountBadgeProps {
  count: number;
  /** What screen readers hear after the link or button's name, e.g. "3 unread messages". */
  label: string;
  "data-testid"?: string;
}

/**
 * The ember count on a header icon button (unread messages, notifications): placed at the
 * button's top right (the button is `relative`), hidden when the count is 0. The number is
 * decorative; screen readers hear `label` instead.
 */
export function CountBadge({ count, label, "data-testid": testId }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <>
      <span
        aria-hidden="true"
        className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-ember-500 px-1 text-[0.7rem] leading-none font-bold text-ember-ink"
        data-testid={testId}
      >
        {countBadgeText(count)}
      </span>
      <span className="sr-only">, {label}</span>
    </>
  );
}
