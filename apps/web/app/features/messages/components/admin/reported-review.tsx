import type { ReportedReview as ReportedReviewData } from "@guildforge/contracts";
import { Trans } from "@lingui/react/macro";
import { Badge } from "../../../../components/ui";

/**
 * A reported review as the admins read it: its stars, its text and any reply, the class it is
 * about (whose page has the admin's Hide), and whether it is already hidden.
 */
export function ReportedReview({ review }: { review: ReportedReviewData }) {
  const rating = review.rating;
  return (
    <div
      className="mt-2 space-y-2 rounded-lg border border-iron-800 bg-iron-950/60 p-3 text-sm"
      data-testid="report-review"
    >
      <p className="flex flex-wrap items-center gap-2 text-iron-300">
        <span className="font-semibold text-iron-100">
          <Trans>{rating} of 5 stars</Trans>
        </span>
        <span aria-hidden="true">·</span>
        <a href={review.class.url} data-user-content="" className="text-ember-300 underline underline-offset-4">
          {review.class.title}
        </a>
        {review.hidden ? (
          <Badge tone="neutral">
            <Trans>Hidden</Trans>
          </Badge>
        ) : null}
      </p>
      {review.text ? (
        <p data-user-content="" className="whitespace-pre-line text-iron-100">
          {review.text}
        </p>
      ) : (
        <p className="text-iron-400">
          <Trans>Stars only, no text.</Trans>
        </p>
      )}
      {review.reply ? (
        <p className="text-iron-300">
          <span className="font-semibold text-iron-200">
            <Trans>The instructor's reply:</Trans>
          </span>{" "}
          <span data-user-content="">{review.reply}</span>
        </p>
      ) : null}
      <p className="text-iron-400">
        <Trans>To take it down, open the class page and hide it there with a reason.</Trans>
      </p>
    </div>
  );
}
