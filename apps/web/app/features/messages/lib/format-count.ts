let countFormat: Intl.NumberFormat | undefined;

/**
 * A character count with grouping, "4,999". The formatter is built on first use, not when the
 * module loads: a page that only shows a "Message" button builds no Intl formatter (decision 470).
 */
export function formatCount(n: number): string {
  countFormat ??= new Intl.NumberFormat("en-US");
  return countFormat.format(n);
}
