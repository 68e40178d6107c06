import type { RatingSummary } from "@guildforge/contracts";
import { useLingui } from "@lingui/react/macro";
import { useLocale } from "../../../lib/locale";
import { Stars } from "./stars";

/** A forge's rating in one line (the class page's forge panel): average, stars and count; nothing without reviews. */
export function RatingLine({ summary }: { summary: RatingSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!summary.count || summary.average == null) return null;
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  const count = summary.count;
  return (
    <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-iron-300" data-testid="forge-rating">
      <span className="font-semibold text-iron-100">{average}</span>
      <Stars value={summary.average} />
      <span>{count === 1 ? t`1 review of classes at this forge` : t`${count} reviews of classes at this forge`}</span>
    </p>
  );
}
