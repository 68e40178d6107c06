import type { InstructorClass, PublicProfile } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { History } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { Card } from "../../../components/ui";
import { formatClassDateTime } from "../../../lib/format-date";
import { usePrice } from "../../../lib/format-price";
import { useLocale } from "../../../lib/locale";

function ClassLine({ item, upcoming }: { item: InstructorClass; upcoming: boolean }) {
  const price = usePrice();
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <li className="flex items-start justify-between gap-3 border-t border-iron-800 pt-3 first:border-t-0 first:pt-0">
      <div className="min-w-0">
        <Link
          to={item.url}
          className="font-medium text-iron-100 underline-offset-4 hover:text-ember-300 hover:underline"
          data-user-content=""
        >
          {item.title}
        </Link>
        <p className="mt-1 text-sm text-iron-300">
          <time dateTime={item.starts_at}>{formatClassDateTime(item.starts_at, item.time_zone, locale)}</time>
          {item.city ? (
            <>
              {" "}
              · <span data-user-content="">{item.city}</span>
            </>
          ) : null}
        </p>
      </div>
      {upcoming ? (
        <div className="shrink-0 text-right text-sm">
          <p className="font-semibold text-ember-300">{price(item)}</p>
          <p className="text-iron-400">
            {item.seats_left === 0
              ? t({ message: "Full", context: "class seats" })
              : t`${plural(item.seats_left, { one: "# left", other: "# left" })}`}
          </p>
        </div>
      ) : null}
    </li>
  );
}

function ClassSection({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <h2 className="flex items-center gap-2 text-2xl font-semibold text-iron-100">
        {icon}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </Card>
  );
}

/** A teacher's upcoming classes (soonest first) and past ones (latest first) on their public page. */
export function ProfileClasses({ profile }: { profile: PublicProfile }) {
  const { upcoming, past } = profile.classes;
  const first = <span data-user-content="">{profile.name.split(" ")[0]}</span>;
  const { t } = useLingui();
  return (
    <div className="mt-6 grid items-start gap-6 lg:grid-cols-[3fr_2fr]">
      <ClassSection
        title={t`Upcoming classes`}
        icon={<SpriteIcon name="calendar-days" className="size-5 text-ember-400" />}
      >
        {upcoming.length ? (
          <ul className="space-y-3">
            {upcoming.map((c) => (
              <ClassLine key={c.id} item={c} upcoming />
            ))}
          </ul>
        ) : (
          <p className="text-iron-300">
            <Trans>
              No classes on the calendar right now. Want to learn from {first}?{" "}
              <Link to="/request-class" className="text-ember-300 underline">
                Request a class
              </Link>
            </Trans>
          </p>
        )}
      </ClassSection>
      <ClassSection title={t`Past classes`} icon={<History className="size-5 text-iron-400" aria-hidden="true" />}>
        {past.length ? (
          <ul className="space-y-3">
            {past.map((c) => (
              <ClassLine key={c.id} item={c} upcoming={false} />
            ))}
          </ul>
        ) : (
          <p className="text-iron-300">
            <Trans>{first} has not taught a class on Guildforge yet.</Trans>
          </p>
        )}
      </ClassSection>
    </div>
  );
}
