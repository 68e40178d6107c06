import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { ClipboardList } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../components/ui";
import { MyApplicationCard } from "../../features/applications/components/my-application-card";
import { withdrawAction } from "../../features/applications/server/application-actions.server";
import { loadMyApplications } from "../../features/applications/server/load-my-applications.server";
import { ReviewForm } from "../../features/reviews/components/review-form";
import { reviewAction } from "../../features/reviews/server/review-actions.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/my-applications";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.myApplications]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

export const loader = async ({ context }: Route.LoaderArgs) => {
  const [page, catalogs] = await Promise.all([
    loadMyApplications(context),
    pageMetaData(
      context,
      ["dashboard", "applications", "reviews"],
      msg`My applications`,
      msg`Every class you have applied to and its status.`,
    ),
  ]);
  return { ...page, ...catalogs };
};

/** A card's forms (decision 535): withdraw (`_intent=withdraw`) and review an attended class (`_intent=review`). */
export async function action(args: Route.ActionArgs) {
  if ((await formIntent(args.request)) === "review") return reviewAction(args);
  return withdrawAction(args);
}
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
export const shouldRevalidate = notAfterNetworkFailure;

export default function DashboardMyApplicationsPage() {
  const { applications } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Your account`}
        title={t`My applications`}
        description={
          <Trans>
            Every class you have applied to and its status. You can withdraw until the first session; see the{" "}
            <Link to="/cancellation" className="text-ember-300 underline">
              cancellation policy
            </Link>
            .
          </Trans>
        }
      />
      {applications.length ? (
        <ul className="space-y-4">
          {applications.map((a) => (
            <li key={a.id}>
              <MyApplicationCard
                application={a}
                reviewForm={(x) =>
                  x.review ? <ReviewForm classId={x.class.id} closesAt={x.review.closes_at} /> : null
                }
              />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<ClipboardList aria-hidden="true" />}
          title={t`No applications yet`}
          description={t`Apply for a class from its page; your applications and their answers appear here.`}
          actions={
            <Link to="/classes" className={buttonClasses("primary")}>
              <Trans>Browse classes</Trans>
            </Link>
          }
        />
      )}
    </div>
  );
}
