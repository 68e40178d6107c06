import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { EmptyState, PageHeader } from "../../components/ui";
import { FeedbackCard } from "../../features/feedback/components/admin/feedback-card";
import { InboxFilters } from "../../features/feedback/components/admin/inbox-filters";
import { feedbackInboxAction } from "../../features/feedback/server/feedback-inbox-action.server";
import { loadFeedbackInbox } from "../../features/feedback/server/load-feedback-inbox.server";
import { decisionClientAction } from "../../lib/forms/client-action";
import { DecisionNoticeBanner } from "../../lib/forms/decision-notice";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/feedback";

/** A new item (feedback_received, to every admin) reloads the inbox (decision 525). */
export const handle = liveHandle([liveTopics.adminFeedback]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [inbox, texts] = await Promise.all([
    loadFeedbackInbox(request, context),
    pageMetaData(
      context,
      ["shell", "feedback"],
      msg`Feedback inbox`,
      msg`Bug reports, feature requests and contact messages.`,
    ),
  ]);
  return { ...inbox, ...texts };
};

/** An item's status or a reply to its sender (decision 535). */
export const action = (args: Route.ActionArgs) => feedbackInboxAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function AdminFeedbackPage() {
  const { items, total, kind, status, next, focus } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        eyebrow={t`Administration`}
        title={t`Feedback inbox`}
        description={t`Bug reports from the widget and /bug-report, ideas from /feature-request and messages from /contact, newest first. Set a status as you work through them, and reply by email.`}
      />
      <InboxFilters kind={kind} status={status} />
      <DecisionNoticeBanner className="mt-6" />
      <p className="mt-6 text-sm text-iron-400">
        <Plural value={total} one="# item" other="# items" />
      </p>
      {items.length ? (
        <ul className="mt-4 space-y-6">
          {items.map((item) => (
            <li key={item.id}>
              <FeedbackCard item={item} focused={item.id === focus} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Inbox aria-hidden="true" />}
          title={t`Nothing here`}
          description={t`New bug reports, ideas and contact messages appear here.`}
        />
      )}
      {next ? (
        <p className="mt-8">
          <Link to={next} className="text-ember-400 underline">
            <Trans>Older items</Trans>
          </Link>
        </p>
      ) : null}
    </div>
  );
}
