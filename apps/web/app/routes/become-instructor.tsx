import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, redirect } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { StepsCard } from "../components/steps/steps-card";
import { buttonClasses, Card, Container, PageHeader } from "../components/ui";
import { verificationRequiredPath } from "../features/auth/guards/redirect-target";
import { currentUser } from "../features/auth/server/guards.server";
import { ApplicationForm } from "../features/role-applications/components/application-form";
import { ApplicationStatus } from "../features/role-applications/components/application-status";
import { loadMyRoleApplications } from "../features/role-applications/server/load-my-role-applications.server";
import { roleApplicationAction } from "../features/role-applications/server/role-application-action.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import { liveHandle } from "../lib/live-data/live-handle";
import { liveTopics } from "../lib/live-data/live-topics";
import type { Route } from "./+types/become-instructor";

/** An admin's decision (role_application_status) reloads the status and the roles (decision 525). */
export const handle = liveHandle([liveTopics.account]);

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "");

/**
 * Public page. Signed out: what teaching involves and a way in. Signed in: the application form and
 * the status of earlier applications. Applying needs a verified email (decision 081).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [user, { messages, i18n }] = await Promise.all([
    currentUser(context),
    pageI18n(context, ["role-applications"]),
  ]);
  const meta = {
    title: i18n._(msg`Teach at Guildforge`),
    description: i18n._(
      msg`Apply to teach blacksmithing classes, or to host them at your forge. An administrator reviews every application.`,
    ),
  };
  if (!user) return { signedIn: false as const, messages, meta };
  if (!user.email_verified_at) {
    throw redirect(`${verificationRequiredPath}?${new URLSearchParams({ redirect: "/become-instructor" })}`);
  }
  return {
    signedIn: true as const,
    roles: user.roles,
    applications: await loadMyRoleApplications(context),
    messages,
    meta,
  };
}

const steps = [
  msg`Tell us what you make and which themes you teach.`,
  msg`An administrator reviews your application, usually within a few days.`,
  msg`Once approved you can create classes (hosts also list their forge).`,
];

export const action = (args: Route.ActionArgs) => roleApplicationAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function BecomeInstructorPage({ loaderData: data, actionData }: Route.ComponentProps) {
  const pending = data.signedIn && data.applications.some((a) => a.status === "pending");
  const teaches = data.signedIn && (data.roles.includes("instructor") || data.roles.includes("host"));
  const { t, i18n } = useLingui();
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Teach`}
        title={t`Teach at Guildforge`}
        description={t`Share your craft with new smiths. Apply to teach classes, or to host them at your forge.`}
      />
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          {!data.signedIn ? (
            <Card>
              <h2 className="text-2xl font-semibold text-iron-100">
                <Trans>Sign in to apply</Trans>
              </h2>
              <p className="mt-2 text-iron-300">
                <Trans>Applications come from Guildforge accounts. It takes a minute to join.</Trans>
              </p>
              <div className="mt-5 flex flex-wrap gap-3">
                <Link to="/register?redirect=%2Fbecome-instructor" className={buttonClasses("primary")}>
                  <Trans>Create an account</Trans>
                </Link>
                <Link to="/login?redirect=%2Fbecome-instructor" className={buttonClasses("secondary")}>
                  <Trans>Sign in</Trans>
                </Link>
              </div>
            </Card>
          ) : (
            <>
              <ApplicationStatus applications={data.applications} />
              {teaches ? (
                <Card>
                  <h2 className="text-2xl font-semibold text-iron-100">
                    <Trans>You are teaching on Guildforge</Trans>
                  </h2>
                  <p className="mt-2 text-iron-300">
                    {data.roles.includes("host") ? (
                      <Trans>Your host role is active.</Trans>
                    ) : (
                      <Trans>Your instructor role is active.</Trans>
                    )}
                  </p>
                  <Link to="/classes/create" className={buttonClasses("primary", "md", "mt-5")}>
                    <Trans>Create a class</Trans>
                  </Link>
                </Card>
              ) : pending ? null : (
                <Card>
                  <h2 className="text-2xl font-semibold text-iron-100">
                    <Trans>Your application</Trans>
                  </h2>
                  <div className="mt-5">
                    <ApplicationForm lastResult={actionData?.result} />
                  </div>
                </Card>
              )}
            </>
          )}
        </div>
        <StepsCard title={t`How it works`} steps={steps.map((step) => i18n._(step))}>
          <p className="mt-5 text-sm text-iron-400">
            <Trans>
              Have an invitation from a forge host? Open the link in the email instead: it makes you an instructor
              straight away.
            </Trans>
          </p>
        </StepsCard>
      </div>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
