import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Inbox } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { Link, useFetcher, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../components/ui";
import { ApplicationStatusBadge } from "../../features/applications/components/application-status-badge";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { useLoadMoreQueue } from "../../features/manage/api/list-queue";
import { BulkBar, bulkFetcherKey } from "../../features/manage/components/bulk-bar";
import { QueueFilterForm } from "../../features/manage/components/queue-filter-form";
import { QueueRow } from "../../features/manage/components/queue-row";
import { queueApiPath, queuePagePath } from "../../features/manage/lib/queue-filters";
import { manageDecisionAction } from "../../features/manage/server/decision-action.server";
import { loadQueue } from "../../features/manage/server/load-queue.server";
import { MessageButton } from "../../features/messages/components/compose-dialog";
import { decisionClientAction } from "../../lib/forms/client-action";
import type { DecisionAnswer } from "../../lib/forms/decision";
import { DecisionNoticeBanner } from "../../lib/forms/decision-notice";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { classTopics, liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/applications";

/**
 * Live events that change this page reload its data (issue 21): the manager's notices, and the
 * seat channel of every class in the picker (its seats-left count; decision 525).
 */
export const handle = liveHandle((match) => [
  liveTopics.manageApplications,
  ...classTopics((match.loaderData as { classes?: Array<{ id: number }> } | undefined)?.classes),
]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The verified guard is on the layout; the API answers 403 for anyone who does not teach or host (403 screen). */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadQueue(request, context),
    pageI18n(context, ["manage", "applications", "messages"]),
  ]);
  const meta = {
    title: i18n._(msg`Manage applications`),
    description: i18n._(msg`Decide on applications to your classes.`),
  };
  return { ...page, messages, meta };
};

/** A row's decision or the selected rows' (decision 535). */
export const action = (args: Route.ActionArgs) => manageDecisionAction(args);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => decisionClientAction(() => serverAction());
/** A decision that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function ManageApplicationsPage() {
  const { queue, total, classes, filters } = useLoaderData<typeof loader>();
  const pathFor = useCallback((cursor: string) => queueApiPath(filters, cursor), [filters]);
  const { items: applications, cursor, loading, loadMore } = useLoadMoreQueue(queue, pathFor);
  const viewer = useSessionUser();
  const viewerId = viewer?.id ?? null;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A bulk decision done: the selection starts afresh on the list as it now is.
  const bulk = useFetcher<DecisionAnswer>({ key: bulkFetcherKey });
  const bulkDone = bulk.state === "idle" ? bulk.data : undefined;
  useEffect(() => {
    if (bulkDone?.notice || bulkDone?.warning) setSelected(new Set());
  }, [bulkDone]);
  const selectable = applications.filter((a) => a.actions.can_accept || a.actions.can_reject || a.actions.can_waitlist);
  const chosen = selectable.filter((a) => selected.has(a.id)).map((a) => a.id);
  const current = filters.classId ? classes.find((c) => c.id === filters.classId) : undefined;
  const { t } = useLingui();
  const seats = current?.seats_left ?? 0;
  const seatsLeft = t`${plural(seats, { one: "# seat left", other: "# seats left" })}`;
  const currentTitle = current?.title;

  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Manage applications`}
        description={
          <>
            <Trans>
              Accept, reject or waitlist students. Seats never overbook: accepting into a full class is refused.
            </Trans>{" "}
            <Link to="/manage/students" className="text-ember-300 underline">
              <Trans>Rosters</Trans>
            </Link>{" "}
            <Link to="/manage/incidents" className="text-ember-300 underline">
              <Trans>Safety incidents</Trans>
            </Link>
          </>
        }
      />
      <QueueFilterForm classes={classes} classId={filters.classId} status={filters.status} />
      <DecisionNoticeBanner />
      <p className="text-sm text-iron-300" aria-live="polite">
        {t`${plural(total, { one: "# application", other: "# applications" })}`}
        {current ? (
          <>
            {" · "}
            <Trans>
              {seatsLeft} in <span data-user-content="">{currentTitle}</span>
            </Trans>
          </>
        ) : null}
      </p>
      {selectable.length > 0 ? (
        <BulkBar
          ids={chosen}
          total={selectable.length}
          onSelectAll={(all) => setSelected(all ? new Set(selectable.map((a) => a.id)) : new Set())}
        />
      ) : null}
      {applications.length ? (
        <ul className="space-y-4">
          {applications.map((a) => (
            <li key={a.id}>
              <QueueRow
                application={a}
                badge={<ApplicationStatusBadge status={a.status} />}
                selected={selected.has(a.id)}
                onSelect={(on) =>
                  setSelected((prev) => {
                    const next = new Set(prev);
                    if (on) next.add(a.id);
                    else next.delete(a.id);
                    return next;
                  })
                }
                message={
                  <MessageButton
                    to={a.student}
                    classItem={a.class}
                    viewerId={viewerId}
                    viewerVerified={!!viewer?.email_verified_at}
                    variant="ghost"
                    size="sm"
                  />
                }
              />
            </li>
          ))}
        </ul>
      ) : null}
      {applications.length && cursor ? (
        <div className="flex flex-col items-center gap-2">
          <p className="text-sm text-iron-300">
            <Trans>
              Showing {applications.length} of {total}
            </Trans>
          </p>
          <Link
            to={queuePagePath(filters, cursor)}
            className={buttonClasses("secondary")}
            aria-disabled={loading}
            onClick={(event) => {
              event.preventDefault();
              if (!loading) void loadMore();
            }}
          >
            {loading ? t`Loading…` : t`Load more applications`}
          </Link>
        </div>
      ) : null}
      {applications.length ? null : (
        <EmptyState
          icon={<Inbox aria-hidden="true" />}
          title={t`No applications here`}
          description={
            filters.classId || filters.status !== "pending"
              ? t`Nothing matches these filters. Try another class or status.`
              : t`Applications to your classes appear here as students send them.`
          }
        />
      )}
    </div>
  );
}
