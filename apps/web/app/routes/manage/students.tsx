import type { Roster } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useLoaderData, useSubmit } from "react-router";
import { SpriteIcon } from "../../components/icons/sprite";
import { pageMeta } from "../../components/seo/page-meta";
import { Button, buttonClasses, EmptyState, Field, PageHeader, Select } from "../../components/ui";
import { useSessionUser } from "../../features/auth/hooks/use-session-user";
import { useLoadMoreRoster } from "../../features/manage/api/list-roster";
import type { MarkPaidAnswer } from "../../features/manage/components/roster-payments";
import { RosterSessions } from "../../features/manage/components/roster-sessions";
import { RosterTable } from "../../features/manage/components/roster-table";
import { loadRoster } from "../../features/manage/server/load-roster.server";
import { markPaidAction } from "../../features/manage/server/mark-paid-action.server";
import { MessageButton } from "../../features/messages/components/compose-dialog";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { classTopics, liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/students";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle((match) => [
  liveTopics.manageApplications,
  ...classTopics((match.loaderData as { classes?: Array<{ id: number }> } | undefined)?.classes),
]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** Rosters per class (`?class_id=` picks one; default: the first class with students). */
export const loader = async ({ context, request }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadRoster(request, context),
    pageI18n(context, ["manage", "messages"]),
  ]);
  const meta = {
    title: i18n._(msg`Manage students`),
    description: i18n._(msg`Rosters for the classes you teach or host.`),
  };
  return { ...page, messages, meta };
};

/** A seat's "Mark paid" (issue 41), with or without JavaScript. */
export const action = (args: Route.ActionArgs) => markPaidAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** A send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

function PagedRoster({
  roster,
  total,
  nextCursor,
  viewerId,
  paymentAnswer,
}: {
  roster: Roster;
  total: number;
  nextCursor: string | null;
  viewerId: number | null;
  paymentAnswer?: MarkPaidAnswer;
}) {
  const { items, cursor, loading, loadMore } = useLoadMoreRoster(roster.class.id, roster.students, nextCursor);
  const viewerVerified = !!useSessionUser()?.email_verified_at;
  const { t } = useLingui();
  return (
    <RosterTable
      roster={roster}
      students={items}
      total={total}
      paymentAnswer={paymentAnswer}
      footer={
        cursor ? (
          <div className="flex flex-col items-center gap-2 pt-2">
            <p className="text-sm text-iron-300">
              <Trans>
                Showing {items.length} of {total} students
              </Trans>
            </p>
            <Link
              to={`/manage/students?${new URLSearchParams({ class_id: String(roster.class.id), cursor })}`}
              className={buttonClasses("secondary")}
              aria-disabled={loading}
              onClick={(event) => {
                event.preventDefault();
                if (!loading) void loadMore();
              }}
            >
              {loading ? t`Loading…` : t`Load more students`}
            </Link>
          </div>
        ) : null
      }
      renderMessage={(student) => (
        <MessageButton
          to={student}
          classItem={roster.class}
          viewerId={viewerId}
          viewerVerified={viewerVerified}
          variant="ghost"
          size="sm"
        />
      )}
    />
  );
}

export default function ManageStudentsPage({ actionData }: Route.ComponentProps) {
  const { classes, roster, total, nextCursor } = useLoaderData<typeof loader>();
  const submit = useSubmit();
  const viewerId = useSessionUser()?.id ?? null;
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-5xl space-y-6 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Teaching`}
        title={t`Manage students`}
        description={
          <>
            <Trans>Accepted students per class, with contact details and a CSV export.</Trans>{" "}
            <Link to="/manage/applications" className="text-ember-300 underline">
              <Trans>Applications</Trans>
            </Link>{" "}
            <Link to="/manage/incidents" className="text-ember-300 underline">
              <Trans>Safety incidents</Trans>
            </Link>
          </>
        }
      />
      {roster ? (
        <>
          <Form
            method="get"
            autoComplete="off"
            className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end"
            onChange={(e) => void submit(e.currentTarget)}
          >
            <Field label={t`Class`}>
              <Select name="class_id" defaultValue={String(roster.class.id)} key={roster.class.id}>
                {classes.map((c) => (
                  // A class's title is its instructor's words: the option is marked as people's content.
                  <option key={c.id} value={c.id} data-user-content="">
                    {t`${c.title} (${c.accepted} accepted)`}
                  </option>
                ))}
              </Select>
            </Field>
            <Button type="submit" variant="secondary">
              <Trans>Show roster</Trans>
            </Button>
          </Form>
          <RosterSessions roster={roster} />
          <PagedRoster
            key={roster.class.id}
            roster={roster}
            total={total}
            nextCursor={nextCursor}
            viewerId={viewerId}
            paymentAnswer={actionData as MarkPaidAnswer | undefined}
          />
        </>
      ) : (
        <EmptyState
          icon={<SpriteIcon name="users" />}
          title={t`No classes yet`}
          description={t`Rosters appear here once you teach or host a class.`}
        />
      )}
    </div>
  );
}
