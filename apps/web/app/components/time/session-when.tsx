import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatSessionShort, type TimeZone } from "../../lib/format-date";
import { useLocale } from "../../lib/locale";

/**
 * "When?" in one line (issue 37): the first session's day, hours and zone abbreviation, and how many
 * sessions there are where more than one ("Sat, Dec 12, 10:00 AM–4:00 PM CET · 3 sessions"); "Dates to
 * be announced" for a class without sessions yet. The date is a `<time>` in the reader's locale; the
 * count is a translated text.
 */
export function SessionWhen({
  sessions,
  zone,
}: {
  sessions: ReadonlyArray<{ starts_at: string; ends_at: string }>;
  zone: TimeZone;
}) {
  const locale = useLocale();
  const { t } = useLingui();
  const first = [...sessions].sort((a, b) => a.starts_at.localeCompare(b.starts_at))[0];
  if (!first) return <>{t`Dates to be announced`}</>;
  const count = sessions.length;
  return (
    <>
      <time dateTime={first.starts_at} suppressHydrationWarning>
        {formatSessionShort(first.starts_at, first.ends_at, zone, locale)}
      </time>
      {count > 1 ? ` · ${t`${plural(count, { one: "# session", other: "# sessions" })}`}` : null}
    </>
  );
}
