import type { ClassDetail } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Avatar, Card } from "../../../components/ui";

/** Who teaches: avatar, name, bio and a link to their public profile. */
export function InstructorPanel({
  instructor,
  contact,
}: {
  instructor: ClassDetail["instructor"];
  /** "Message the instructor", composed by the route. */
  contact?: ReactNode;
}) {
  return (
    <Card>
      <h2 className="text-2xl font-semibold text-iron-100">
        <Trans>Your instructor</Trans>
      </h2>
      <div className="mt-4 flex items-start gap-4">
        <Avatar url={instructor.avatar_url} className="size-14" />
        <div>
          <Link
            to={instructor.url}
            data-user-content=""
            className="font-semibold text-ember-300 underline-offset-4 hover:underline"
          >
            {instructor.name}
          </Link>
          {instructor.bio ? (
            <p data-user-content="" className="mt-1 text-iron-300">
              {instructor.bio}
            </p>
          ) : null}
        </div>
      </div>
      {contact ? <div className="mt-4">{contact}</div> : null}
    </Card>
  );
}
