import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLoaderData } from "react-router";
import { pageMeta } from "../../components/seo/page-meta";
import { Badge, Card, Container, PageHeader } from "../../components/ui";
import { AvatarUpload } from "../../features/account/components/avatar-upload";
import { ChangePasswordForm } from "../../features/account/components/change-password-form";
import { ProfileForm } from "../../features/account/components/profile-form";
import { YourDataCard } from "../../features/account/components/your-data-card";
import { loadOwnProfile } from "../../features/account/server/load-profile.server";
import { profileAction } from "../../features/account/server/profile-actions.server";
import { SignOutForm } from "../../features/auth/components/sign-out-form";
import { VerifyEmailBanner } from "../../features/auth/components/verify-email-banner";
import { formClientAction } from "../../lib/forms/client-action";
import { notAfterNetworkFailure } from "../../lib/forms/revalidation";
import { roleLabels } from "../../lib/i18n/labels";
import { pageMetaData } from "../../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/overview";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

/** The signed-in guard (routes/guards/signed-in.tsx) runs first; a race to sign-out still gets a 401 here. */
export async function loader({ context }: Route.LoaderArgs) {
  const [profile, texts] = await Promise.all([
    loadOwnProfile(context),
    pageMetaData(
      context,
      ["shell", "account", "auth"],
      msg`Your profile`,
      msg`Your name, photo, bio and home location, as others see them.`,
    ),
  ]);
  return { ...profile, ...texts };
}

/** The details, password and deletion forms, and the photo without JavaScript (decision 535). */
export const action = (args: Route.ActionArgs) => profileAction(args);
/** The photo's form posts its file here (multipart; apps/server/src/web/page-form-body.ts). */
export const handle = { formFiles: true };
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ProfileOverviewPage({ actionData }: Route.ComponentProps) {
  const { profile } = useLoaderData<typeof loader>();
  const { t, i18n } = useLingui();
  const { email } = profile;
  const answerTo = (intent: string) =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : null;
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow={t`Your account`}
        title={t`Your profile`}
        description={
          <Trans>
            What other members see on{" "}
            <Link to={`/users/${profile.slug}`} className="text-ember-400 underline-offset-4 hover:underline">
              your public page
            </Link>
            . Signed in as {email}.
          </Trans>
        }
        actions={profile.roles.map((role) => (
          <Badge key={role} tone={role === "student" ? "neutral" : "ember"}>
            {i18n._(roleLabels[role])}
          </Badge>
        ))}
      />
      <div className="mt-8 empty:hidden">
        <VerifyEmailBanner />
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Photo</Trans>
            </h2>
            <div className="mt-5">
              <AvatarUpload
                avatarUrl={profile.avatar_url}
                name={profile.name}
                refused={actionData && "upload" in actionData ? actionData.upload : null}
              />
            </div>
          </Card>
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Details</Trans>
            </h2>
            <div className="mt-5">
              <ProfileForm initial={profile} lastResult={answerTo("profile")} />
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Password</Trans>
            </h2>
            <div className="mt-5">
              <ChangePasswordForm lastResult={answerTo("password")} />
            </div>
          </Card>
          {/* The way out without JavaScript: the header's account control is then a link to this page. */}
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Sign out</Trans>
            </h2>
            <p className="mt-2 text-iron-300">
              <Trans>Ends your session in this browser.</Trans>
            </p>
            <SignOutForm className="mt-4" />
          </Card>
          <YourDataCard email={profile.email} lastResult={answerTo("delete")} />
          {profile.roles.includes("instructor") || profile.roles.includes("host") ? null : (
            <Card className="bg-iron-900">
              <h2 className="text-2xl font-semibold text-iron-100">
                <Trans>Teach at the forge</Trans>
              </h2>
              <p className="mt-2 text-iron-300">
                <Trans>Share your craft: apply to teach classes or to host them at your forge.</Trans>
              </p>
              <Link to="/become-instructor" className="mt-4 inline-block font-semibold text-ember-400 hover:underline">
                <Trans>Apply to teach</Trans>
              </Link>
            </Card>
          )}
        </div>
      </div>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
