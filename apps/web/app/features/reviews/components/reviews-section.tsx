import type { Review, ReviewsPage } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "../../../components/ui";
import { formatDate } from "../../../lib/format-date";
import { useLocale } from "../../../lib/locale";
import { RatingSummary } from "./rating-summary";
import { Stars } from "./stars";

/**
 * Reviews of a class, an instructor or a forge (issue 40 point 5): the summary, then each
 * published review newest first with its "Verified attendee" mark and the instructor's reply.
 * `replyForm` renders the reply form of a review the viewer may answer (the class page composes it).
 */
export function ReviewsSection({
  page,
  showClass = false,
  replyForm,
  reportForm,
  moderation,
}: {
  page: ReviewsPage;
  showClass?: boolean;
  replyForm?: (review: Review) => ReactNode;
  /** The Report form of a review the viewer may report (signed in, not its author). */
  reportForm?: (review: Review) => ReactNode;
  /** An admin's Hide form per review. */
  moderation?: (review: Review) => ReactNode;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const aspectNames = { instruction: t`Instruction`, safety: t`Safety`, equipment: t`Forge and equipment` } as const;
  return (
    <section aria-labelledby="reviews" className="space-y-6" data-testid="reviews">
      <h2 id="reviews" className="text-2xl font-semibold text-iron-100">
        <Trans>Reviews</Trans>
      </h2>
      <RatingSummary summary={page.meta.summary} />
      {page.data.length ? (
        <ul className="space-y-4">
          {page.data.map((r) => (
            <li key={r.id}>
              <Card className="space-y-3 p-5" data-testid="review">
                <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <Stars value={r.rating} />
                  <span data-user-content="" className="font-semibold text-iron-100">
                    {r.author.name}
                  </span>
                  <span className="inline-flex items-center gap-1 text-sm text-success-400">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    <Trans>Verified attendee</Trans>
                  </span>
                  <time dateTime={r.published_at} className="text-sm text-iron-400">
                    {formatDate(r.published_at, locale)}
                  </time>
                </div>
                {showClass ? (
                  <p className="text-sm text-iron-300">
                    <a href={r.class.url} data-user-content="" className="underline hover:text-ember-300">
                      {r.class.title}
                    </a>
                  </p>
                ) : null}
                {r.text ? (
                  <p data-user-content="" className="whitespace-pre-line text-iron-200">
                    {r.text}
                  </p>
                ) : null}
                {Object.values(r.aspects).some((v) => v != null) ? (
                  <dl className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-iron-300">
                    {(Object.keys(aspectNames) as Array<keyof typeof aspectNames>).map((k) =>
                      r.aspects[k] != null ? (
                        <div key={k} className="flex items-center gap-2">
                          <dt>{aspectNames[k]}</dt>
                          <dd>
                            <Stars value={r.aspects[k] as number} />
                          </dd>
                        </div>
                      ) : null,
                    )}
                  </dl>
                ) : null}
                {r.reply ? (
                  <div className="rounded-md bg-iron-800 p-3 text-sm">
                    <p className="font-semibold text-iron-100">
                      <Trans>Reply from the instructor</Trans>
                    </p>
                    <p data-user-content="" className="whitespace-pre-line text-iron-200">
                      {r.reply.text}
                    </p>
                  </div>
                ) : r.can_reply && replyForm ? (
                  replyForm(r)
                ) : null}
                {r.can_report && reportForm ? reportForm(r) : null}
                {moderation ? moderation(r) : null}
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
