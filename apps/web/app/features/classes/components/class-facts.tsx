import type { ClassDetail } from "@guildforge/contracts";
import { manualPaymentDueAt } from "@guildforge/contracts/payment-rules";
import { Trans, useLingui } from "@lingui/react/macro";
import { CalendarPlus } from "lucide-react";
import type { ReactNode } from "react";
import { buttonClasses, Card } from "../../../components/ui";
import { formatClassDateTime, formatSession, zoneLongName } from "../../../lib/format-date";
import { usePrice } from "../../../lib/format-price";
import { skillLevelLabels } from "../../../lib/i18n/labels";
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
  const { t, i18n } = useLingui();
  const price = usePrice();
  const seats =
    item.status === "cancelled"
      ? t({ message: "Cancelled", context: "class status" })
      : item.seats_left <= 0
        ? t`Full: new applicants join the waitlist`
        : t`${item.seats_left} of ${item.capacity} seats left`;
  const sessions = item.sessions.length;
  // Intl's name of the zone, in the formatting locale (marked with it: not a translated text).
  const deadline = item.application_deadline ? formatClassDateTime(item.application_deadline, zone, locale) : "";
  const zoneLabel = zone && item.sessions[0] ? zoneLongName(item.sessions[0].starts_at, zone, locale) : null;
  // A paid class is paid at the forge or by bank transfer (issue 41, the manual payments driver):
  // within 3 days of acceptance, and 48 hours before the first session at the latest.
  const payBy =
    item.price_cents > 0 && item.sessions[0] ? manualPaymentDueAt(item.sessions[0].starts_at)?.toISOString() : null;
  return (
    <Card className="space-y-5">
      <p className="font-display text-3xl font-semibold text-iron-100">
        <span className="sr-only">
          <Trans>Price:</Trans>{" "}
        </span>
        {price(item)}
      </p>
      {payBy ? (
        <p className="-mt-3 text-sm text-iron-300" data-testid="how-to-pay">
          <Trans>
            Pay at the forge or by bank transfer within 3 days of being accepted, and by{" "}
            <time dateTime={payBy} suppressHydrationWarning>
              {formatClassDateTime(payBy, zone, locale)}
            </time>{" "}
            at the latest.
          </Trans>
        </p>
      ) : null}
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 text-sm">
        <div>
          <dt className="text-iron-400">
            <Trans>Seats</Trans>
          </dt>
          <dd className="font-semibold text-iron-100">{seats}</dd>
        </div>
        <div>
          <dt className="text-iron-400">
            <Trans>Skill level</Trans>
          </dt>
          <dd className="font-semibold text-iron-100">{i18n._(skillLevelLabels[item.skill_level])}</dd>
        </div>
        <div>
          <dt className="text-iron-400">
            <Trans>Minimum age</Trans>
          </dt>
          <dd className="font-semibold text-iron-100">{ageLimitLabel(i18n, item.min_age)}</dd>
        </div>
        <div>
          <dt className="text-iron-400">
            <Trans>Applications</Trans>
          </dt>
          <dd className="font-semibold text-iron-100">
            {item.auto_accept ? t`Accepted at once` : t`Reviewed by the instructor`}
          </dd>
        </div>
      </dl>
      <div>
        <h2 className="font-sans text-sm font-semibold tracking-widest text-ember-400 uppercase">
          {sessions === 1 ? t`Session` : t`${sessions} sessions`}
        </h2>
        {item.sessions.length === 0 ? (
          <p className="mt-2 text-iron-300">
            <Trans>Dates to be announced.</Trans>
          </p>
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
        {zoneLabel ? (
          <p className="mt-2 text-xs text-iron-400" suppressHydrationWarning>
            <Trans>
              Times are the forge's local time (<span lang={locale}>{zoneLabel}</span>).
            </Trans>
          </p>
        ) : null}
        {item.application_deadline && item.status === "published" ? (
          <p className="mt-2 text-sm text-iron-300" suppressHydrationWarning>
            <Trans>
              Apply by <time dateTime={item.application_deadline}>{deadline}</time>
            </Trans>
          </p>
        ) : null}
      </div>
      {apply ?? <ApplyEntry item={item} signedIn={signedIn} />}
      {item.sessions.length > 0 ? (
        <a href={item.calendar_url} className={buttonClasses("ghost", "sm", "w-full")} download>
          <CalendarPlus aria-hidden="true" /> <Trans>Add to calendar (.ics)</Trans>
        </a>
      ) : null}
    </Card>
  );
}
