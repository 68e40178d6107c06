import { msg, plural } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { SpriteIcon } from "../../components/icons/sprite";
import { pageMeta } from "../../components/seo/page-meta";
import { buttonClasses, EmptyState, PageHeader } from "../../components/ui";
import { MyApplicationCard } from "../../features/applications/components/my-application-card";
import { withdrawAction } from "../../features/applications/server/application-actions.server";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { currentUser } from "../../features/auth/server/guards.server";
import { DashboardSection } from "../../features/dashboard/components/dashboard-section";
import { TeachingOverview } from "../../features/dashboard/components/teaching-overview";
import { loadDashboard } from "../../features/dashboard/server/load-dashboard.server";
import { InviteInstructorPanel } from "../../features/invitations/components/invite-instructor-panel";
import { inviteInstructorAction } from "../../features/invitations/server/invitation-actions.server";
import { loadMyForges } from "../../features/venues/server/forges.server";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { formIntent } from "../../lib/forms/submit-to-api.server";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/overview";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.myApplications, liveTopics.manageApplications, liveTopics.classRequests]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

/** Server-rendered from GET /api/dashboard (the signed-in guard is on the layout); `?cursor=` pages the teaching list. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const cursor = new URL(request.url).searchParams.get("cursor");
  const [data, user, catalogs] = await Promise.all([
    loadDashboard(context, cursor),
    currentUser(context),
    pageMetaData(
      context,
      ["dashboard", "applications", "invitations", "messages"],
      msg`Dashboard`,
      msg`Your classes, applications and notifications in one place.`,
    ),
  ]);
  const isAdmin = user?.roles.includes("admin") ?? false;
  const invites = isAdmin || (user?.roles.includes("host") ?? false);
  // Hosts and admins invite instructors from here (decision 373): to one of their forges.
  const forges = invites ? (await loadMyForges(context)).map((f) => ({ id: f.id, name: f.name })) : null;
  return { ...data, ...catalogs, invite: forges ? { forges, isAdmin } : null };
}

/** The dashboard's forms: "Invite an instructor" (`_intent=invite`) and a card's withdraw (`_intent=withdraw`). */
export async function action(args: Route.ActionArgs) {
  const intent = await formIntent(args.request);
  if (intent === "invite") return inviteInstructorAction(args);
  return withdrawAction(args);
}
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function DashboardOverviewPage() {
  const { student, teaching, invite } = useLoaderData<typeof loader>();
  const { t } = useLingui();
  const requested = student.class_requests_count;
  return (
    <div className="mx-auto w-full max-w-5xl space-y-12 px-5 py-12 sm:px-8 sm:py-16">
      <PageHeader
        eyebrow={t`Your account`}
        title={t`Dashboard`}
        description={t`Your classes, applications and requests in one place.`}
        actions={
          <>
            <Link to="/dashboard/my-applications" className={buttonClasses("secondary", "sm")}>
              <Trans>My applications</Trans>
            </Link>
            <Link to="/classes" className={buttonClasses("ghost", "sm")}>
              <Trans>Browse classes</Trans>
            </Link>
          </>
        }
      />
      <VerifyEmailBanner />
      {teaching ? <TeachingOverview teaching={teaching} /> : null}
      {invite ? <InviteInstructorPanel forges={invite.forges} isAdmin={invite.isAdmin} /> : null}

      <DashboardSection id="upcoming-classes" title={t`Your upcoming classes`}>
        {student.upcoming.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {student.upcoming.map((a) => (
              <li key={a.id}>
                <MyApplicationCard application={a} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            as="h3"
            icon={<SpriteIcon name="hammer" />}
            title={t`No classes booked yet`}
            description={t`Find a class near you and apply: accepted classes show up here.`}
            actions={
              <Link to="/classes" className={buttonClasses("primary")}>
                <Trans>Browse classes</Trans>
              </Link>
            }
          />
        )}
      </DashboardSection>

      <DashboardSection
        id="pending-applications"
        title={t`Pending applications`}
        action={
          <Link to="/dashboard/my-applications" className="text-sm text-ember-300 underline">
            <Trans>All my applications</Trans>
          </Link>
        }
      >
        {student.pending.length ? (
          <ul className="grid gap-4 md:grid-cols-2">
            {student.pending.map((a) => (
              <li key={a.id}>
                <MyApplicationCard application={a} headingLevel="h3" />
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-iron-300">
            <Trans>Nothing waiting for an answer.</Trans>
          </p>
        )}
      </DashboardSection>

      <DashboardSection id="class-requests" title={t`Your class requests`}>
        <p className="text-iron-300">
          {requested === 0
            ? t`You have not requested a class yet. Missing one near you?`
            : t`${plural(requested, { one: "You requested # class.", other: "You requested # classes." })}`}{" "}
          <Link to="/profile/my-requests" className="text-ember-300 underline">
            <Trans>My requests</Trans>
          </Link>
          {" · "}
          <Link to="/request-class" className="text-ember-300 underline">
            <Trans>Request a class</Trans>
          </Link>
        </p>
      </DashboardSection>
    </div>
  );
}
