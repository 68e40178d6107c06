import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { ThemeIcon } from "../../../components/themes/theme-icon";
import { useThemeName } from "../../../components/themes/theme-name";
import { Badge, DeferredImg } from "../../../components/ui";
import { formatClassStart } from "../../../lib/format-date";
import { usePrice } from "../../../lib/format-price";
import { skillLevelLabels } from "../../../lib/i18n/labels";
import { useLocale } from "../../../lib/locale";
import type { ClassCardView as ClassCardData } from "../lib/card-view";
import { distanceAmount } from "../lib/distance";

function SeatsBadge({ seatsLeft, status }: { seatsLeft: number; status: ClassCardData["status"] }) {
  const { t } = useLingui();
  if (status === "cancelled")
    return <Badge tone="danger">{t({ message: "Cancelled", context: "class status" })}</Badge>;
  if (seatsLeft <= 0) return <Badge tone="danger">{t({ message: "Full", context: "class seats" })}</Badge>;
  const text = t`${plural(seatsLeft, { one: "# seat left", other: "# seats left" })}`;
  return <Badge tone={seatsLeft <= 2 ? "warning" : "success"}>{text}</Badge>;
}

/** The largest paint's cover loads at once with high priority; the others once the content is shown. */
function CardCover({ cover, priority }: { cover: NonNullable<ClassCardData["cover"]>; priority: boolean }) {
  const props = {
    src: cover.url,
    srcSet: cover.srcset,
    sizes: "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw",
    width: cover.width,
    height: cover.height,
    alt: "",
    decoding: "async" as const,
    className: "size-full object-cover",
  };
  return priority ? <img {...props} alt="" loading="eager" fetchPriority="high" /> : <DeferredImg {...props} />;
}

/**
 * A class in a list: cover, title, theme, level, next session in the venue's zone, city, price, seats.
 * `priority`: the cover is the page's largest paint (the first card of a list at the top of the
 * page): loaded at once with high priority instead of lazily after layout (decision 435).
 */
export function ClassCard({
  item,
  headingLevel = "h3",
  priority = false,
}: {
  item: ClassCardData;
  headingLevel?: "h2" | "h3";
  priority?: boolean;
}) {
  const themeName = useThemeName();
  const price = usePrice();
  const Heading = headingLevel;
  const zone = item.time_zone;
  const locale = useLocale();
  const { t, i18n } = useLingui();
  const sessions = item.session_count;
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-lg border border-iron-700 bg-iron-850 shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-ember-500/60 focus-within:border-ember-500/60">
      <div className="aspect-[16/9] bg-iron-800">
        {item.cover ? (
          <CardCover cover={item.cover} priority={priority} />
        ) : (
          <div className="flex size-full items-center justify-center text-ember-400">
            <ThemeIcon slug={item.theme} className="size-12" />
          </div>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone="ember">
            <ThemeIcon slug={item.theme} className="size-3.5" /> {themeName(item.theme)}
          </Badge>
          <Badge>{i18n._(skillLevelLabels[item.skill_level])}</Badge>
        </div>
        <Heading className="font-display text-xl leading-snug font-semibold text-iron-100">
          <Link
            to={item.url}
            className="after:absolute after:inset-0 focus-visible:outline-none group-hover:text-ember-300"
          >
            <span data-user-content="">{item.title}</span>
          </Link>
        </Heading>
        <dl className="space-y-1.5 text-sm text-iron-300">
          <div className="flex items-center gap-2">
            <dt className="sr-only">
              <Trans>Next session</Trans>
            </dt>
            <SpriteIcon name="calendar-days" className="size-4 shrink-0 text-iron-400" />
            <dd suppressHydrationWarning>
              {item.starts_at ? (
                <time dateTime={item.starts_at}>{formatClassStart(item.starts_at, zone, locale)}</time>
              ) : (
                t`Dates to be announced`
              )}
              {sessions > 1 ? ` · ${t`${plural(sessions, { one: "# session", other: "# sessions" })}`}` : ""}
            </dd>
          </div>
          {item.venue ? (
            <div className="flex items-center gap-2">
              <dt className="sr-only">
                <Trans>Where</Trans>
              </dt>
              <SpriteIcon name="map-pin" className="size-4 shrink-0 text-iron-400" />
              <dd>
                <span data-user-content="">{item.venue.location.name}</span> ·{" "}
                <span data-user-content="">{item.venue.name}</span>
                {item.distance_km !== null ? (
                  <strong className="font-semibold text-ember-300" data-testid="distance">
                    {" "}
                    · {t`${distanceAmount(item.distance_km, locale)} away`}
                  </strong>
                ) : null}
              </dd>
            </div>
          ) : null}
          <div className="flex items-center gap-2">
            <dt className="sr-only">
              <Trans>Instructor</Trans>
            </dt>
            <SpriteIcon name="users" className="size-4 shrink-0 text-iron-400" />
            <dd data-user-content="">{item.instructor.name}</dd>
          </div>
        </dl>
        <div className="mt-auto flex items-center justify-between gap-3 pt-2">
          <p className="text-lg font-semibold text-iron-100">
            <span className="sr-only">
              <Trans>Price:</Trans>{" "}
            </span>
            {price(item)}
          </p>
          <SeatsBadge seatsLeft={item.seats_left} status={item.status} />
        </div>
      </div>
    </article>
  );
}
