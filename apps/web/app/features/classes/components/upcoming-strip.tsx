import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { buttonClasses } from "../../../components/ui";
import type { ClassCardView } from "../lib/card-view";
import { ClassGrid } from "./class-grid";

/** A row of upcoming class cards with a link to the full list; a suggestion when there are none. */
export function UpcomingStrip({
  items,
  moreHref,
  moreLabel,
}: {
  items: ClassCardView[];
  moreHref: string;
  moreLabel: string;
}) {
  if (items.length === 0) {
    return (
      <p className="text-iron-300">
        <Trans>
          No upcoming classes with seats right now.{" "}
          <Link to="/request-class" className="font-semibold text-ember-300 underline">
            Request one
          </Link>{" "}
          and instructors near you will see it.
        </Trans>
      </p>
    );
  }
  return (
    <div className="space-y-6">
      <ClassGrid items={items} />
      {/* The label names the theme or place and can be long: it may wrap on a phone. */}
      <Link to={moreHref} className={buttonClasses("secondary", "md", undefined, { wrap: true })}>
        {moreLabel} <SpriteIcon name="arrow-right" />
      </Link>
    </div>
  );
}
