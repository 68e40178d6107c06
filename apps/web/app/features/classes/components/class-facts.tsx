import type { ClassDetail } from "@guildforge/contracts";
import { skillLevelLabels } from "@guildforge/contracts/skill-levels";
import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses, Card } from "../../../components/ui";
import { formatClassDateTime, formatSession, zoneLongName } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { ageLimitLabel } from "../lib/age-limit";
import { ApplyEntry } from "./apply-entry";

/**
 * The decision box: price, seats, level, age, sessions in the venue's zone, apply and calendar.
 * `apply` replaces the built-in entry point (the route mounts the applications feature there).
 */
export function ClassFacts({
  item,
  signedIn,
  apply,
}: {
  item: Omit<ClassDetail, "related" | "description">;
  signedIn: boolean;
  apply?: ReactNode;
}) {
  const locale = useLocale();
  const zone = item.time_zone;
  const seats =
    item.status === "cancelled"
      ? "Cancelled"
      : item.seats_left <= 0
        ? "Full: new applicants join the waitlist"
        : `${item.seats_left} of ${item.capacity} seats left`;
  return (
    <Card className="space-y-5">
      <p className="font-display text-3xl font-semibold text-iron-100">
        <span className="sr-only">Price: </span>
        {item.price}
      </p>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-iron-400">Seats</dt>
          <dd className="font-semibold text-iron-100">{seats}</dd>
        </div>
        <div>
          <dt className="text-iron-400">Skill level</dt>
          <dd className="font-semibold text-iron-100">{skillLevelLabels[item.skill_level]}</dd>
        </div>
        <div>
          <dt className="text-iron-400">Minimum age</dt>
          <dd className="font-semibold text-iron-100">{ageLimitLabel(item.min_age)}</dd>
        </div>
        <div>
          <dt className="text-iron-400">Applications</dt>
          <dd className="font-semibold text-iron-100">
            {item.auto_accept ? "Accepted at once" : "Reviewed by the instructor"}
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="font-sans text-sm font-semibold tracking-widest text-ember-400 uppercase">
          {item.sessions.length === 1 ? "Session" : `${item.sessions.length} sessions`}
        </h2>
        {item.sessions.length === 0 ? (
          <p className="mt-2 text-iron-300">Dates to be announced.</p>
        ) : (
          <ol className="mt-2 space-y-1.5 text-iron-100">
            {item.sessions.map((s) => (
              <li key={s.id}>
                <time dateTime={s.starts_at} suppressHydrationWarning>
                  {formatSession(s.starts_at, s.ends_at, zone, locale)}
                </time>
              </li>
            ))}
          </ol>
        )}
        {zone && item.sessions[0] ? (
          <p className="mt-2 text-xs text-iron-400" suppressHydrationWarning>
            Times are the forge's local time ({zoneLongName(item.sessions[0].starts_at, zone, locale)}).
          </p>
        ) : null}
        {item.application_deadline && item.status === "published" ? (
          <p className="mt-2 text-sm text-iron-300" suppressHydrationWarning>
            Apply by {formatClassDateTime(item.application_deadline, zone, locale)}
          </p>
        ) : null}
      </div>
      {apply ?? <ApplyEntry item={item} signedIn={signedIn} />}
      {item.sessions.length > 0 ? (
        <a href={item.calendar_url} className={buttonClasses("ghost", "sm", "w-full")} download>
          <CalendarPlus aria-hidden="true" /> Add to calendar (.ics)
        </a>
      ) : null}
    </Card>
  );
}
