import type { RatingSummary as Summary } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { useLocale } from "../../../lib/locale";
import { Stars } from "./stars";

/** Average with the count and the 5-to-1 star distribution as bars. */
export function RatingSummary({ summary }: { summary: Summary }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!summary.count || summary.average == null) {
    return (
      <p className="text-iron-300">
        <Trans>No reviews yet.</Trans>
      </p>
    );
  }
  const average = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    summary.average,
  );
  const count = summary.count;
  return (
    <div className="flex flex-wrap items-start gap-6" data-testid="rating-summary">
      <div>
        <p className="text-4xl font-semibold text-iron-100">{average}</p>
        <Stars value={summary.average} />
        <p className="text-sm text-iron-300">{count === 1 ? t`1 review` : t`${count} reviews`}</p>
      </div>
      <ul className="min-w-48 flex-1 space-y-1" aria-label={t`Ratings by stars`}>
        {summary.distribution.map((d) => {
          const stars = d.stars;
          const n = d.count;
          return (
            <li key={d.stars} className="flex items-center gap-2 text-sm text-iron-300">
              <span className="w-16 shrink-0">{stars === 1 ? t`1 star` : t`${stars} stars`}</span>
              <span className="h-2 flex-1 overflow-hidden rounded bg-iron-800" aria-hidden="true">
                <span
                  className="block h-full rounded bg-ember-400"
                  style={{ width: `${Math.round((d.count / count) * 100)}%` }}
                />
              </span>
              <span className="w-8 shrink-0 text-right">
                <span className="sr-only">{t`${n} of ${count} reviews`}</span>
                <span aria-hidden="true">{n}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
