import { Trans } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { BlockPersonDialog } from "./block-person-dialog";

export interface ProfileBlockButtonProps {
  person: { id: number; name: string };
  /** The signed-in viewer's id; null for visitors, who see nothing. */
  viewerId: number | null;
  /** Whether the viewer blocked that person (GET /api/users/{id}/block); null when unknown. */
  blocked: boolean | null;
}

/** Block / Unblock on a person's public profile, for signed-in viewers other than that person. */
export function ProfileBlockButton({ person, viewerId, blocked }: ProfileBlockButtonProps) {
  const [current, setCurrent] = useState(blocked);
  useEffect(() => setCurrent(blocked), [blocked]);
  if (viewerId === null || viewerId === person.id || current === null) return null;
  const name = person.name;
  return (
    <span className="inline-flex items-center gap-2">
      <BlockPersonDialog person={person} blocked={current} onChanged={setCurrent} />
      {current ? (
        <span role="status" className="text-sm text-iron-300">
          <Trans>
            You blocked <span data-user-content="">{name}</span>.
          </Trans>
        </span>
      ) : null}
    </span>
  );
}
