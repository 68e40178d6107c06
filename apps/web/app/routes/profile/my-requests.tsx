import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Lightbulb } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, Container, EmptyState, PageHeader } from "../../components/ui";
import { MyRequestItem } from "../../features/class-requests/components/my-request-item";
import { loadMyRequests } from "../../features/class-requests/server/load-my-requests.server";
import { updateRequestAction } from "../../features/class-requests/server/request-actions.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/my-requests";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.classRequests]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

/** The signed-in guard is on the layout; the API checks again. */
export const loader = async ({ context }: Route.LoaderArgs) => {
  const [page, { messages, i18n }] = await Promise.all([
    loadMyRequests(context),
    pageI18n(context, ["class-requests"]),
  ]);
  const meta = {
    title: i18n._(msg`My class requests`),
    description: i18n._(msg`Every class you have requested and where it stands.`),
  };
  return { ...page, messages, meta };
};

/** An edit dialog's form (its request's `id`): PATCH /api/class-requests/{id} (decision 535). */
export const action = (args: Route.ActionArgs) => updateRequestAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ProfileMyRequestsPage() {
  const { requests } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Your account`}
        title={t`My class requests`}
        description={t`Every class you have requested and where it stands. You can edit a request while it is under review or needs updates.`}
        actions={
          <Link to="/request-class" className={buttonClasses("primary")}>
            <Trans>Request a class</Trans>
          </Link>
        }
      />
      {requests.length ? (
        <ul className="mt-8 space-y-6">
          {requests.map((r) => (
            <li key={r.id}>
              <MyRequestItem request={r} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          className="mt-8"
          icon={<Lightbulb aria-hidden="true" />}
          title={t`No requests yet`}
          description={t`Can't find the class you want? Ask for it, and the community votes it up.`}
          actions={
            <Link to="/request-class" className={buttonClasses("primary")}>
              <Trans>Request a class</Trans>
            </Link>
          }
        />
      )}
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
