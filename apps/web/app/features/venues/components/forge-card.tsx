import type { Venue } from "@guildforge/contracts";
import { Flame, Pencil } from "lucide-react";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { buttonClasses, Card, ResponsiveImage } from "../../../components/ui";

/** "Coal forge, anvil, grinder and 2 more". */
export function equipmentSummary(items: string[], shown = 3): string {
  if (items.length === 0) return "No equipment listed yet.";
  const head = items.slice(0, shown).join(", ");
  return items.length > shown ? `${head} and ${items.length - shown} more` : head;
}

/** One of "your forges": first photo, place, equipment, and the links to edit it and see its classes (decision 193). */
export function ForgeCard({ venue, showOwner }: { venue: Venue; showOwner: boolean }) {
  const [photo] = venue.photos;
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
          <span className="sr-only">No photo yet</span>
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <h2 className="font-sans text-xl font-semibold text-iron-100">{venue.name}</h2>
        <p className="flex items-start gap-2 text-sm text-iron-300">
          <SpriteIcon name="map-pin" className="mt-0.5 size-4 shrink-0" />
          <span>
            {venue.address} · {venue.location.name}
          </span>
        </p>
        <p className="text-sm text-iron-300">
          <span className="font-semibold text-iron-200">Equipment: </span>
          {equipmentSummary(venue.equipment)}
        </p>
        <p className="text-sm text-iron-400">
          {venue.photos.length === 1 ? "1 photo" : `${venue.photos.length} photos`}
          {showOwner ? ` · Owner: ${venue.owner.name}` : ""}
        </p>
        <div className="mt-auto flex flex-wrap gap-3 pt-2">
          <Link to={`/dashboard/forges/${venue.id}/edit`} className={buttonClasses("primary", "sm")}>
            <Pencil aria-hidden="true" /> Edit<span className="sr-only"> {venue.name}</span>
          </Link>
          <Link to={`/classes?venue=${venue.id}`} className={buttonClasses("secondary", "sm")}>
            View classes<span className="sr-only"> at {venue.name}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
