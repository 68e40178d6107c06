import type { Roster } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { buttonClasses } from "../../../components/ui";
import { formatSessionShort } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

/**
 * A class's attendance history on its roster (issue 40 point 4): every session with who came and,
 * once it has ended, the no-shows; each links its check-in screen, where attendance is taken and
 * corrected.
 */
export function RosterSessions({ roster }: { roster: Roster }) {
  const locale = useLocale();
  const { t } = useLingui();
  if (roster.sessions.length === 0) return null;
  const now = Date.now();
  return (
    <section aria-label={t`Sessions and attendance`} className="space-y-2">
      <h3 className="text-base font-semibold text-iron-100">
        <Trans>Sessions and attendance</Trans>
      </h3>
      <ol className="divide-y divide-iron-800 rounded-lg border border-iron-700 bg-iron-850">
        {roster.sessions.map((s) => {
          const ended = Date.parse(s.ends_at) < now;
          return (
            <li
              key={s.id}
              className="flex flex-wrap items-center gap-x-4 gap-y-2 p-3 text-sm"
              data-testid="roster-session"
            >
              <time dateTime={s.starts_at} className="font-semibold text-iron-200">
                {formatSessionShort(s.starts_at, s.ends_at, roster.class.time_zone, locale)}
              </time>
              <span className="text-iron-300">
                {ended ? (
                  <Trans>
                    {s.attended} came, {s.no_show} no-show
                  </Trans>
                ) : s.attended > 0 ? (
                  <Trans>{s.attended} checked in</Trans>
                ) : (
                  <Trans>Not yet</Trans>
                )}
              </span>
              <Link to={s.check_in_url} className={buttonClasses("secondary", "sm", "sm:ml-auto")}>
                {ended ? <Trans>Attendance</Trans> : <Trans>Check-in</Trans>}
              </Link>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
