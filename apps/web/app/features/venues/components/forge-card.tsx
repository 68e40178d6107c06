import type { Venue } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Flame, Pencil } from "lucide-react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { buttonClasses, Card, ResponsiveImage } from "../../../components/ui";

/** "Coal forge, anvil, grinder and 2 more" (the items are the host's words, the rest the reader's language). */
function EquipmentSummary({ items, shown = 3 }: { items: string[]; shown?: number }) {
  const { t } = useLingui();
  if (items.length === 0) return <Trans>No equipment listed yet.</Trans>;
  const head = items.slice(0, shown).join(", ");
  const more = items.length - shown;
  return (
    <>
      <span data-user-content="">{head}</span>
      {more > 0 ? ` ${t`and ${more} more`}` : null}
    </>
  );
}

/** One of "your forges": first photo, place, equipment, and the links to edit it and see its classes (decision 193). */
export function ForgeCard({ venue, showOwner }: { venue: Venue; showOwner: boolean }) {
  const [photo] = venue.photos;
  const { t } = useLingui();
  const photos = venue.photos.length;
  return (
    <Card className="flex h-full flex-col overflow-hidden p-0!" data-testid="forge-card">
      {photo ? (
        <ResponsiveImage
          image={photo}
          alt=""
          sizes="(min-width: 1024px) 30rem, (min-width: 640px) 50vw, 100vw"
          className="aspect-[16/9] w-full"
        />
      ) : (
        <div className="flex aspect-[16/9] w-full items-center justify-center bg-gradient-to-br from-iron-800 to-ember-900 text-ember-300">
          <Flame aria-hidden="true" className="size-10" />
          <span className="sr-only">
            <Trans>No photo yet</Trans>
          </span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 data-user-content="" className="font-sans text-xl font-semibold text-iron-100">
          {venue.name}
        </h2>
        <p className="flex items-start gap-2 text-sm text-iron-300">
          <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          <span data-user-content="">
            {venue.address} · {venue.location.name}
          </span>
        </p>
        <p className="text-sm text-iron-300">
          <span className="font-semibold text-iron-200">
            <Trans>Equipment:</Trans>{" "}
          </span>
          <EquipmentSummary items={venue.equipment} />
        </p>
        <p className="text-sm text-iron-400">
          {t`${plural(photos, { one: "# photo", other: "# photos" })}`}
          {showOwner ? (
            <>
              {" · "}
              <Trans>
                Owner: <span data-user-content="">{venue.owner.name}</span>
              </Trans>
            </>
          ) : null}
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <Link to={`/dashboard/forges/${venue.id}/edit`} className={buttonClasses("primary", "sm")}>
            <Pencil aria-hidden="true" /> <Trans>Edit</Trans>
            <span className="sr-only" data-user-content="">
              {" "}
              {venue.name}
            </span>
          </Link>
          <Link to={`/classes?venue=${venue.id}`} className={buttonClasses("secondary", "sm")}>
            <Trans>
              View classes
              <span className="sr-only">
                {" "}
                at <span data-user-content="">{venue.name}</span>
              </span>
            </Trans>
          </Link>
        </div>
      </div>
    </Card>
  );
}
