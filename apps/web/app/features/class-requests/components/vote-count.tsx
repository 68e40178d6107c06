import { Plural } from "@lingui/react/macro";
import { ThumbsUp } from "lucide-react";

/** The count alone, for requests that cannot take votes (or signed-out visitors). */
export function VoteCount({ votes }: { votes: number }) {
  return (
    <span className="inline-flex items-center gap-2 font-semibold text-iron-200">
      <ThumbsUp aria-hidden="true" className="size-5 text-iron-400" />
      <span data-testid="vote-count">{votes}</span>
      <span>
        <Plural value={votes} one="vote" other="votes" />
      </span>
    </span>
  );
}
