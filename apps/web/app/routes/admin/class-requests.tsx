import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { useLoaderData } from "react-router";
import { QueueHeader } from "../../components/admin/queue-header";
import { pageMeta } from "../../components/seo/page-meta";
import { EmptyState } from "../../components/ui";
import { QueueItem } from "../../features/class-requests/components/admin/queue-item";
import { loadReviewQueue } from "../../features/class-requests/server/load-review-queue.server";
import { reviewRequestAction } from "../../features/class-requests/server/request-actions.server";
import { decisionClientAction } from "../../lib/forms/client-action";
import { DecisionNoticeBanner } from "../../lib/forms/decision-notice";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/class-requests";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.classRequests, liveTopics.adminQueue]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

const filters = [
  { value: "in_review", label: msg`Under review` },
  { value: "approved", label: msg`Live for voting` },
  { value: "rejected", label: msg`Needs updates` },
  { value: "fulfilled", label: msg`Fulfilled` },
  { value: "all", label: msg`All` },
] as const;

export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadReviewQueue(request, context),
    pageI18n(context, ["class-requests"]),
  ]);
  const meta = {
    title: i18n._(msg`Review class requests`),
    description: i18n._(msg`Approve requests for voting, send them back for updates, or mark them fulfilled.`),
  };
  return { ...page, messages, meta };
};

/** A queued request's review form (decision 535). */
export const action = (args: Route.ActionArgs) => reviewRequestAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function AdminClassRequestsPage() {
  const { requests, total, status } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  return (
    <div className="mx-auto max-w-4xl">
      <QueueHeader
        title={t`Review class requests`}
        description={t`Oldest first. Approve requests for voting, send them back for updates with a message, link the class that fulfills them, or merge duplicates. The requester is told live and by notification.`}
        filters={filters.map((f) => ({ value: f.value, label: i18n._(f.label) }))}
        current={status}
      />
      <DecisionNoticeBanner className="mt-6" />
      <p className="mt-6 text-sm text-iron-400">{t`${plural(total, { one: "# request", other: "# requests" })}`}</p>
      {requests.length ? (
        <ul className="mt-4 space-y-6">
          {requests.map((r) => (
            <li key={r.id}>
              <QueueItem request={r} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Inbox aria-hidden="true" />}
          title={status === "in_review" ? t`Nothing waiting for review` : t`Nothing here`}
          description={t`New class requests appear here for review.`}
        />
      )}
    </div>
  );
}
