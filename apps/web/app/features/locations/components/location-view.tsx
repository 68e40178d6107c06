import type { LocationPage } from "@guildforge/contracts";
import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { LazyMap } from "../../../components/map/lazy-map";
import { InPlace } from "../../../components/place/in-place";
import {
  Avatar,
  buttonClasses,
  Card,
  Container,
  EmptyState,
  PageHeader,
  ResponsiveImage,
} from "../../../components/ui";
import { inPlaceText } from "../../../lib/i18n/place-phrase";
import { LocationBreadcrumb } from "./location-breadcrumb";

const kindLabel = {
  country: msg`Country · blacksmithing`,
  region: msg`Region · blacksmithing`,
  city: msg`City · blacksmithing`,
} as const;

/**
 * /locations/{path}: intro, child places, forges (with a map), instructors and upcoming classes.
 * The class cards come in as a slot so that this feature does not import the classes feature.
 */
export function LocationView({
  page,
  classes,
}: {
  page: Omit<LocationPage, "upcoming_classes">;
  classes: React.ReactNode;
}) {
  const { location } = page;
  const { t, i18n } = useLingui();
  const where = <InPlace place={location} />;
  const whereText = inPlaceText(i18n.locale, location);
  const upcoming = page.counts.upcoming_classes;
  return (
    <Container size="wide" className="py-10 sm:py-14">
      <LocationBreadcrumb
        root={{ name: t`Locations`, url: "/locations" }}
        ancestors={page.ancestors}
        current={location.name}
      />
      <PageHeader
        eyebrow={i18n._(kindLabel[location.kind])}
        title={<Trans>Blacksmithing {where}</Trans>}
        description={
          location.description ? (
            <span data-user-content="">{location.description}</span>
          ) : (
            <Trans>Forges, instructors and classes {where}.</Trans>
          )
        }
        actions={
          <Link to={location.classes_url} className={buttonClasses("primary")}>
            {t`${plural(upcoming, { one: "See the # upcoming class", other: "See all # upcoming classes" })}`}{" "}
            <SpriteIcon name="arrow-right" />
          </Link>
        }
      />
      {page.children.length > 0 ? (
        <section aria-labelledby="places-within" className="mt-10">
          <h2 id="places-within" className="text-2xl font-semibold text-iron-100">
            <Trans>Places {where}</Trans>
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {page.children.map((c) => (
              <li key={c.path}>
                <Link to={c.url} className={buttonClasses("secondary", "sm")}>
                  <SpriteIcon name="map-pin" /> <span data-user-content="">{c.name}</span>{" "}
                  <span className="text-iron-400">({c.upcoming_classes_count})</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="upcoming-here" className="mt-12">
        <h2 id="upcoming-here" className="text-3xl font-semibold text-iron-100">
          <Trans>Upcoming classes</Trans>
        </h2>
        <div className="mt-6">{classes}</div>
      </section>
      <section aria-labelledby="forges-here" className="mt-12">
        <h2 id="forges-here" className="text-3xl font-semibold text-iron-100">
          <Trans>Forges ({page.counts.venues})</Trans>
        </h2>
        {page.venues.length === 0 ? (
          <EmptyState
            as="h3"
            title={t`No forges listed here yet`}
            description={t`Hosts and instructors list their forges from their dashboard.`}
            className="mt-6"
          />
        ) : (
          <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
            <ul className="space-y-4">
              {page.venues.map((v) => (
                <li key={v.id}>
                  <Card className="flex gap-4 p-5">
                    {v.photos[0] ? (
                      <ResponsiveImage
                        image={v.photos[0]}
                        sizes="8rem"
                        className="aspect-[4/3] w-24 shrink-0 self-start rounded-md sm:w-32"
                      />
                    ) : null}
                    <div className="min-w-0">
                      <h3 className="font-sans text-lg font-semibold text-iron-100" data-user-content="">
                        {v.name}
                      </h3>
                      <p className="text-sm text-iron-300" data-user-content="">
                        {v.address} · {v.location.name}
                      </p>
                      {v.equipment.length > 0 ? (
                        <p className="mt-2 text-sm text-iron-300">
                          <Trans>Equipment:</Trans> <span data-user-content="">{v.equipment.join(", ")}</span>
                        </p>
                      ) : null}
                      <Link
                        to={`/classes?venue=${v.id}`}
                        className="mt-2 inline-flex min-h-11 items-center gap-1.5 text-sm font-semibold text-ember-300 hover:underline"
                      >
                        <Trans>
                          View classes
                          <span className="sr-only">
                            {" "}
                            at <span data-user-content="">{v.name}</span>
                          </span>
                        </Trans>
                        <SpriteIcon name="arrow-right" className="size-4" />
                      </Link>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
            <LazyMap
              points={page.venues.map((v) => ({ id: v.id, lat: v.lat, lng: v.lng, label: v.name }))}
              label={t`Map of forges ${whereText}`}
              className="h-72 lg:h-auto lg:min-h-80"
            />
          </div>
        )}
      </section>
      <section aria-labelledby="instructors-here" className="mt-12">
        <h2 id="instructors-here" className="text-3xl font-semibold text-iron-100">
          <Trans>Instructors ({page.counts.instructors})</Trans>
        </h2>
        {page.instructors.length === 0 ? (
          <p className="mt-4 text-iron-300">
            <Trans>No instructors teach here yet.</Trans>
          </p>
        ) : (
          <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {page.instructors.map((i) => (
              <li key={i.id}>
                <Link
                  to={i.url}
                  className="flex items-center gap-3 rounded-lg border border-iron-700 bg-iron-850 p-4 hover:border-ember-500/60"
                >
                  <Avatar url={i.avatar_url} className="size-10" deferred />
                  <span className="font-semibold text-iron-100" data-user-content="">
                    {i.name}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="request-here" className="mt-12">
        <h2 id="request-here" className="text-2xl font-semibold text-iron-100">
          <Trans>Missing a class?</Trans>
        </h2>
        <p className="mt-2 text-iron-300">
          <Trans>
            Request it: instructors {where} and nearby watch the most-voted requests.{" "}
            <Link to="/request-class" className="font-semibold text-ember-300 underline">
              Request a class
            </Link>{" "}
            or{" "}
            <Link to="/class-requests" className="font-semibold text-ember-300 underline">
              vote on open requests
            </Link>
            .
          </Trans>
        </p>
      </section>
    </Container>
  );
}
