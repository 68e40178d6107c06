import type { ClassRequestVote } from "@guildforge/contracts";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { ThumbsUp } from "lucide-react";
import { useRef } from "react";
import { useFetcher } from "react-router";
import { cx } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { FormToken } from "../../../lib/forms/form-token";

interface VoteButtonProps {
  id: number;
  title: string;
  votes: number;
  voted: boolean;
  /** The list page with its filters: the form posts there (its action), and the verify-email notice comes back. */
  returnTo?: string;
}

type VoteAnswer = { vote: ClassRequestVote | null; id?: number | null; refusal: string | null };
const verificationRefusal = /\bverify\b.*\bemail\b/i;

/**
 * A toggle showing the count and the viewer's vote: a form posting to the list page's action
 * (decision 535), so it works before and without JavaScript; with it, a fetcher shows the new
 * state at once and settles on the server's count. When the server answers that the email must be
 * verified first (decision 506), the verify-email notice appears under it.
 */
export function VoteButton({ id, title, votes: shownVotes, voted: shownVoted, returnTo }: VoteButtonProps) {
  const fetcher = useFetcher<VoteAnswer>();
  const { t } = useLingui();
  // The server's last answer counts until the page's own data changes again (a live update).
  const answer = fetcher.data?.vote?.id === id ? fetcher.data.vote : null;
  const basis = useRef({ votes: shownVotes, voted: shownVoted, answer });
  if (basis.current.answer !== answer) basis.current = { votes: shownVotes, voted: shownVoted, answer };
  const fresh = answer && basis.current.votes === shownVotes && basis.current.voted === shownVoted;
  const settled = fresh
    ? { votes: answer.votes_count, voted: answer.has_voted }
    : { votes: shownVotes, voted: shownVoted };
  const sending = fetcher.formData?.get("intent");
  const voted = sending ? sending === "vote" : settled.voted;
  const votes = sending ? Math.max(0, settled.votes + (voted === settled.voted ? 0 : voted ? 1 : -1)) : settled.votes;
  const refused =
    fetcher.state === "idle" && fetcher.data?.id === id && verificationRefusal.test(fetcher.data.refusal ?? "");
  return (
    <>
      <fetcher.Form method="post" action={returnTo ?? "/class-requests"} className="contents" data-route-action="">
        <FormToken withKey={false} />
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value={voted ? "unvote" : "vote"}
          aria-pressed={voted}
          aria-busy={sending ? true : undefined}
          aria-label={
            voted
              ? t`Remove your vote for ${title} (${plural(votes, { one: "# vote", other: "# votes" })})`
              : t`Vote for ${title} (${plural(votes, { one: "# vote", other: "# votes" })})`
          }
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
          <span>{voted ? t`Voted` : t`Vote`}</span>
        </button>
      </fetcher.Form>
      {refused ? <VerifyEmailNotice reason={{ action: "vote" }} returnTo={returnTo} alert className="w-full" /> : null}
    </>
  );
}
