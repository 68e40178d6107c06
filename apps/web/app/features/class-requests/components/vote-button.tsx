import { ThumbsUp } from "lucide-react";
import { cx } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { useHydrated } from "../../../lib/use-hydrated";
import { useVoteToggle } from "../api/vote";

interface VoteButtonProps {
  id: number;
  title: string;
  votes: number;
  voted: boolean;
  /** Where the verify-email notice comes back to. */
  returnTo?: string;
}

/**
 * A toggle showing the count and the viewer's vote; optimistic, rolled back when the call fails.
 * When the server answers that the email must be verified first (decision 506), the verify-email
 * notice appears under it.
 */
export function VoteButton({ id, title, votes: initialVotes, voted: initialVoted, returnTo }: VoteButtonProps) {
  // JavaScript-only buttons wait for hydration: a tap before it is not lost (decision 479).
  const hydrated = useHydrated();
  const { votes, voted, pending, refused, toggle } = useVoteToggle(id, { votes: initialVotes, voted: initialVoted });
  return (
    <>
      <button
        type="button"
        disabled={!hydrated}
        onClick={() => void toggle()}
        aria-pressed={voted}
        aria-busy={pending || undefined}
        aria-label={`${voted ? "Remove your vote for" : "Vote for"} ${title} (${votes} ${votes === 1 ? "vote" : "votes"})`}
        className={cx(
          "inline-flex h-11 items-center gap-2 rounded-md px-4 font-semibold ring-1 ring-inset transition-colors",
          "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ember-300",
          voted
            ? "bg-ember-500 text-ember-ink ring-ember-500 hover:bg-ember-400"
            : "bg-iron-800 text-iron-100 ring-iron-600 hover:bg-iron-700",
        )}
      >
        <ThumbsUp aria-hidden="true" className={cx("size-5", voted && "fill-current")} />
        <span data-testid="vote-count">{votes}</span>
        <span>{voted ? "Voted" : "Vote"}</span>
      </button>
      {refused ? <VerifyEmailNotice action="vote" returnTo={returnTo} alert className="w-full" /> : null}
    </>
  );
}
