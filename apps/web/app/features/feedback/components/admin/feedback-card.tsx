import type { FeedbackItem } from "@guildforge/contracts";
import { useLingui as useLinguiI18n } from "@lingui/react";
import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher } from "react-router";
import { LocalTime } from "../../../../components/time/local-time";
import { Badge, Card, FormAlert } from "../../../../components/ui";
import { type DecisionAnswer, decisionProblems, useDecisionAnswer } from "../../../../lib/forms/decision";
import { feedbackKindText, feedbackStatusText } from "../../lib/inbox-labels";
import { AnnotatedScreenshot } from "./annotated-screenshot";
import { ReplyForm } from "./reply-form";
import { StatusForm } from "./status-form";

function Meta({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-iron-400 uppercase">{label}</dt>
      <dd className="break-words text-sm text-iron-200" data-user-content="">
        {value}
      </dd>
    </div>
  );
}

/**
 * One item of the admin inbox. Everything the sender wrote is rendered as text by React (never
 * as HTML), so markup in it stays inert. Its status and reply forms post to the page's action
 * (decision 535) through one fetcher with JavaScript; the inbox's loader then shows the item as
 * it now is, and the toast says what was done.
 */
export function FeedbackCard({ item, focused }: { item: FeedbackItem; focused?: boolean }) {
  const fetcher = useFetcher<DecisionAnswer>({ key: `feedback-${item.id}` });
  const statusAnswer = useDecisionAnswer(fetcher.data, item.id, "status");
  const replyAnswer = useDecisionAnswer(fetcher.data, item.id, "reply");
  const statusProblem = decisionProblems(statusAnswer.answer)[0];
  const { t } = useLingui();
  const { i18n } = useLinguiI18n();
  const from = item.name ?? item.user?.name ?? item.email ?? t`Anonymous visitor`;
  return (
    <Card className={focused ? "ring-2 ring-ember-400" : undefined}>
      <article aria-labelledby={`feedback-${item.id}-title`} className="space-y-4">
        <header className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0 space-y-1">
            <div className="flex flex-wrap gap-2">
              <Badge tone="ember">{i18n._(feedbackKindText[item.kind])}</Badge>
              <Badge>{i18n._(feedbackStatusText[item.status])}</Badge>
            </div>
            <h2
              id={`feedback-${item.id}-title`}
              className="break-words text-lg font-semibold text-iron-100"
              data-user-content=""
            >
              {item.title}
            </h2>
            <p className="text-sm text-iron-400">
              <Trans>
                From <span data-user-content="">{from}</span> · <LocalTime iso={item.created_at} />
              </Trans>
            </p>
          </div>
          <StatusForm item={item} fetcher={fetcher} />
        </header>
        {statusProblem ? <FormAlert>{statusProblem}</FormAlert> : null}
        <p className="break-words whitespace-pre-wrap text-iron-200" data-user-content="">
          {item.body}
        </p>
        <dl className="grid gap-3 sm:grid-cols-2">
          <Meta label={t`Email`} value={item.email} />
          <Meta label={t`Page`} value={item.page_url} />
          <Meta label={t`Browser`} value={item.user_agent} />
          <Meta label={t`Viewport`} value={item.viewport} />
        </dl>
        {item.screenshot ? <AnnotatedScreenshot shot={item.screenshot} /> : null}
        {item.replies.length ? (
          <section aria-label={t`Replies sent`} className="space-y-2">
            {item.replies.map((r) => {
              const by = r.by;
              return (
                <div key={r.id} className="rounded-md border border-iron-700 bg-iron-900 p-3 text-sm">
                  <p className="text-iron-400">
                    <Trans>
                      <span data-user-content="">{by}</span> replied · <LocalTime iso={r.created_at} />
                    </Trans>
                  </p>
                  <p className="mt-1 whitespace-pre-wrap text-iron-200" data-user-content="">
                    {r.body}
                  </p>
                </div>
              );
            })}
          </section>
        ) : null}
        {item.can_reply ? (
          <ReplyForm item={item} fetcher={fetcher} lastResult={replyAnswer.answer?.result ?? null} />
        ) : (
          <p className="text-sm text-iron-400">
            <Trans>The sender left no email address, so there is no one to reply to.</Trans>
          </p>
        )}
      </article>
    </Card>
  );
}
