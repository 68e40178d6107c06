import type { InstructorSummary } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { formatClassStartShort } from "../../../lib/format-date";
import { usePrice } from "../../../lib/format-price";
import { useLocale } from "../../../lib/locale";

/** Links inside a card whose name link covers it: lifted above that overlay to stay clickable. */
const innerLink =
  "relative z-10 rounded-sm underline decoration-iron-500 underline-offset-4 hover:text-ember-300 hover:decoration-ember-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ember-400";

/** An instructor's upcoming classes on their card: the count and the soonest ones as links. */
export function InstructorClasses({ instructor }: { instructor: InstructorSummary }) {
  const locale = useLocale();
  const price = usePrice();
  const count = instructor.upcoming_classes_count;
  const { t } = useLingui();
  const first = instructor.name.split(" ")[0];
  const headingId = `instructor-${instructor.id}-classes`;
  if (count === 0) {
    return (
      <div className="border-t border-iron-700 pt-4 text-sm">
        <p className="font-semibold text-iron-300">
          <Trans>No upcoming classes</Trans>
        </p>
        <p className="mt-1 text-iron-400">
          <Trans>
            Want to learn from <span data-user-content="">{first}</span>?{" "}
            <Link to="/request-class" className={`${innerLink} text-iron-200`}>
              Request a class
            </Link>
          </Trans>
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby={headingId} className="border-t border-iron-700 pt-4">
      <h3 id={headingId} className="text-sm font-semibold text-iron-200">
        {t`${plural(count, { one: "# upcoming class", other: "# upcoming classes" })}`}
      </h3>
      <ul className="mt-2 space-y-3">
        {instructor.next_classes.map((c) => (
          <li key={c.id} className="flex items-start justify-between gap-3 text-sm">
            <div className="min-w-0">
              <Link to={c.url} className={`${innerLink} font-medium text-iron-100`} data-user-content="">
                {c.title}
              </Link>
              <p className="mt-1 flex flex-wrap items-center gap-x-1.5 text-xs text-iron-300">
                <SpriteIcon name="calendar-days" className="size-3.5 shrink-0 text-iron-400" />
                <time dateTime={c.starts_at} suppressHydrationWarning>
                  {formatClassStartShort(c.starts_at, c.time_zone, locale)}
                </time>{" "}
                {c.city ? (
                  <span className="whitespace-nowrap">
                    · <span data-user-content="">{c.city}</span>
                  </span>
                ) : null}
              </p>
            </div>
            <span className="shrink-0 font-semibold text-ember-300">{price(c)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
