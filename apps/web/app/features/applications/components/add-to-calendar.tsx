import type { MyApplication } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import { formatSessionShort } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";

const link = "inline-flex min-h-8 items-center font-semibold text-ember-300 underline-offset-2 hover:underline";

/**
 * An accepted seat's "Add to calendar" (issue 40 point 2): a disclosure (works without JavaScript)
 * with the class's .ics (every session, the same events as the calendar feed) and each session's
 * Google Calendar and Outlook links.
 */
export function AddToCalendar({
  calendar,
  timeZone,
}: {
  calendar: NonNullable<MyApplication["calendar"]>;
  timeZone: string | null;
}) {
  const locale = useLocale();
  const many = calendar.sessions.length > 1;
  return (
    <details className="group rounded-md bg-iron-800/60 text-sm">
      <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-3 font-semibold text-iron-100 hover:text-ember-300">
        <CalendarPlus aria-hidden="true" className="size-4" />
        <Trans>Add to calendar</Trans>
      </summary>
      <div className="space-y-3 px-3 pb-3">
        <p>
          <a href={calendar.ics_url} download className={link}>
            {many ? <Trans>Download .ics (every session)</Trans> : <Trans>Download .ics</Trans>}
          </a>{" "}
          <span className="text-iron-400">
            <Trans>Apple Calendar, Outlook and most other calendars open it.</Trans>
          </span>
        </p>
        <ul className="space-y-2">
          {calendar.sessions.map((s) => (
            <li key={s.starts_at} className="flex flex-wrap items-center gap-x-4 gap-y-1">
              {many ? (
                <time dateTime={s.starts_at} className="text-iron-200">
                  {formatSessionShort(s.starts_at, s.ends_at, timeZone, locale)}
                </time>
              ) : null}
              <a href={s.google_url} target="_blank" rel="noopener noreferrer" className={link} translate="no">
                Google Calendar
              </a>
              <a href={s.outlook_url} target="_blank" rel="noopener noreferrer" className={link} translate="no">
                Outlook
              </a>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}
