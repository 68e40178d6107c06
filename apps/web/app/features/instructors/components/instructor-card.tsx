import type { InstructorSummary } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import { Link } from "react-router";
import { SpriteIcon } from "../../../components/icons/sprite";
import { useThemeName } from "../../../components/themes/theme-name";
import { Avatar, Badge, Card } from "../../../components/ui";
import { InstructorClasses } from "./instructor-classes";

/** One approved instructor in the list: links to their public page, and to their next classes. */
export function InstructorCard({ instructor }: { instructor: InstructorSummary }) {
  const themeName = useThemeName();
  // The themes list is named "{name} teaches" from the name's own element, so the name stays marked as people's content.
  const nameId = `instructor-${instructor.id}-name`;
  const teachesId = `instructor-${instructor.id}-teaches`;
  return (
    <Card interactive className="relative flex h-full flex-col">
      <div className="flex items-center gap-4">
        <Avatar url={instructor.avatar_url} className="size-16" deferred />
        <div className="min-w-0">
          <h2 className="text-xl font-semibold text-iron-100">
            <Link
              to={`/users/${instructor.slug}`}
              className="after:absolute after:inset-0 hover:text-ember-300"
              data-user-content=""
              id={nameId}
            >
              {instructor.name}
            </Link>
          </h2>
          {instructor.home_location ? (
            <p className="mt-1 inline-flex items-center gap-1.5 text-sm text-iron-300">
              <SpriteIcon name="map-pin" className="size-4 text-iron-400" />
              <span data-user-content="">{instructor.home_location}</span>
            </p>
          ) : null}
        </div>
      </div>
      {instructor.bio ? (
        <p className="mt-4 line-clamp-3 text-iron-300" data-user-content="">
          {instructor.bio}
        </p>
      ) : null}
      <div className="mt-auto space-y-4 pt-4">
        {instructor.themes.length ? (
          <ul className="flex flex-wrap gap-2" aria-labelledby={`${nameId} ${teachesId}`}>
            {instructor.themes.map((slug) => (
              <li key={slug}>
                <Badge tone="ember">{themeName(slug)}</Badge>
              </li>
            ))}
          </ul>
        ) : null}
        <span id={teachesId} hidden>
          <Trans>teaches</Trans>
        </span>
        <InstructorClasses instructor={instructor} />
      </div>
    </Card>
  );
}
