import { ClipboardList } from "lucide-react";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../components/ui";
import { MyApplicationCard } from "../../features/applications/components/my-application-card";
import { withdrawAction } from "../../features/applications/server/application-actions.server";
import { loadMyApplications } from "../../features/applications/server/load-my-applications.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/my-applications";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.myApplications]);

export const meta = () =>
  pageMeta("My applications", "Every class you have applied to and its status.", { noindex: true });

export const loader = ({ context }: Route.LoaderArgs) => loadMyApplications(context);

/** A card's withdraw form (decision 535). */
export const action = (args: Route.ActionArgs) => withdrawAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
export const shouldRevalidate = notAfterNetworkFailure;

export default function DashboardMyApplicationsPage() {
  const { applications } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto w-full max-w-4xl space-y-8 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="My applications"
        description={
          <>
            Every class you have applied to and its status. You can withdraw until the first session; see the{" "}
            <Link to="/cancellation" className="text-ember-300 underline">
              cancellation policy
            </Link>
            .
          </>
        }
      />
      {applications.length ? (
        <ul className="space-y-4">
          {applications.map((a) => (
            <li key={a.id}>
              <MyApplicationCard application={a} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          icon={<ClipboardList aria-hidden="true" />}
          title="No applications yet"
          description="Apply for a class from its page; your applications and their answers appear here."
          actions={
            <Link to="/classes" className={buttonClasses("primary")}>
              Browse classes
            </Link>
          }
        />
      )}
    </div>
  );
}
