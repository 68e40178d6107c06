import type { ClassDetail } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { LazyMap } from "../../../components/map/lazy-map";
import { Card, ResponsiveImage } from "../../../components/ui";
import { TextList } from "./text-list";

type VenueData = NonNullable<ClassDetail["venue"]>;

/** The forge: address, small map, equipment, safety gear and accessibility. */
export function VenuePanel({
  venue,
  contact,
  rating,
}: {
  venue: VenueData /** "Message the host", composed by the route. */;
  contact?: ReactNode;
  /** The forge's rating line (the reviews feature, composed by the route). */
  rating?: ReactNode;
}) {
  const { t } = useLingui();
  const venueName = venue.name;
  return (
    <Card>
      <h2 className="text-2xl font-semibold text-iron-100">
        <Trans>The forge</Trans>
      </h2>
      <p data-user-content="" className="mt-3 font-semibold text-iron-100">
        {venue.name}
      </p>
      {rating}
      <p className="flex items-start gap-2 text-iron-300">
        <SpriteIcon name="map-pin" className="mt-1 size-4 shrink-0" />
        <span data-user-content="">
          {venue.address} ·{" "}
          <Link
            to={`/locations/${venue.location.path}`}
            className="text-ember-300 underline underline-offset-4 hover:text-ember-200"
          >
            {venue.location.name}
          </Link>
        </span>
      </p>
      <Link
        to={`/classes?venue=${venue.id}`}
        className="mt-1 inline-flex min-h-11 items-center font-semibold text-ember-300 hover:underline"
      >
        {/* One flex item: a space at the end of a flex item's text is dropped ("Every class atEast Side"). */}
        <span>
          <Trans>
            Every class at <span data-user-content="">{venueName}</span>
          </Trans>
        </span>
      </Link>
      {venue.description ? (
        <p data-user-content="" className="mt-3 text-iron-300">
          {venue.description}
        </p>
      ) : null}
      {venue.photos.length ? (
        <ul className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={t`Photos of ${venue.name}`}>
          {venue.photos.map((photo, i) => (
            <li key={photo.key} className={i === 0 ? "col-span-2 row-span-2" : undefined}>
              <ResponsiveImage
                image={photo}
                sizes={
                  i === 0
                    ? "(min-width: 1024px) 26rem, (min-width: 640px) 50vw, 100vw"
                    : "(min-width: 1024px) 13rem, (min-width: 640px) 25vw, 50vw"
                }
                className="aspect-[4/3] h-full w-full rounded-md"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <LazyMap
        points={[{ id: venue.id, lat: venue.lat, lng: venue.lng, label: venue.name }]}
        label={t`Map of ${venue.name}`}
        zoom={14}
        className="mt-5 h-56"
      />
      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="font-sans font-semibold text-iron-100">
            <Trans>Equipment</Trans>
          </h3>
          <TextList items={venue.equipment} empty={t`Ask the host about equipment.`} />
        </div>
        <div>
          <h3 className="font-sans font-semibold text-iron-100">
            <Trans>Safety gear provided</Trans>
          </h3>
          <TextList items={venue.safety_gear} empty={t`Bring your own safety glasses.`} />
        </div>
      </div>
      {venue.accessibility_notes ? (
        <div className="mt-5">
          <h3 className="font-sans font-semibold text-iron-100">
            <Trans>Accessibility</Trans>
          </h3>
          <p data-user-content="" className="mt-2 text-iron-300">
            {venue.accessibility_notes}
          </p>
        </div>
      ) : null}
      {contact ? <div className="mt-4">{contact}</div> : null}
    </Card>
  );
}
