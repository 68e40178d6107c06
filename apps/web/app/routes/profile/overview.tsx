import { roleLabels } from "@guildforge/contracts/labels";
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
import type { Route } from "./+types/overview";

export const meta = () =>
  pageMeta("Your profile", "Your name, photo, bio and home location, as others see them.", { noindex: true });

/** The signed-in guard (routes/guards/signed-in.tsx) runs first; a race to sign-out still gets a 401 here. */
export const loader = ({ context }: Route.LoaderArgs) => loadOwnProfile(context);

/** The details, password and deletion forms, and the photo without JavaScript (decision 535). */
export const action = (args: Route.ActionArgs) => profileAction(args);
/** The photo's form posts its file here (multipart; apps/server/src/web/page-form-body.ts). */
export const handle = { formFiles: true };
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ProfileOverviewPage({ actionData }: Route.ComponentProps) {
  const { profile } = useLoaderData<typeof loader>();
  const answerTo = (intent: string) =>
    actionData && "result" in actionData && actionData.intent === intent ? actionData.result : null;
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader
        eyebrow="Your account"
        title="Your profile"
        description={
          <>
            What other members see on{" "}
            <Link to={`/users/${profile.slug}`} className="text-ember-400 underline-offset-4 hover:underline">
              your public page
            </Link>
            . Signed in as {profile.email}.
          </>
        }
        actions={profile.roles.map((role) => (
          <Badge key={role} tone={role === "student" ? "neutral" : "ember"}>
            {roleLabels[role]}
          </Badge>
        ))}
      />
      <div className="mt-8 empty:hidden">
        <VerifyEmailBanner />
      </div>
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        <div className="space-y-6">
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Photo</h2>
            <div className="mt-5">
              <AvatarUpload
                avatarUrl={profile.avatar_url}
                name={profile.name}
                refused={actionData && "upload" in actionData ? actionData.upload : null}
              />
            </div>
          </Card>
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Details</h2>
            <div className="mt-5">
              <ProfileForm initial={profile} lastResult={answerTo("profile")} />
            </div>
          </Card>
        </div>
        <div className="space-y-6">
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Password</h2>
            <div className="mt-5">
              <ChangePasswordForm lastResult={answerTo("password")} />
            </div>
          </Card>
          {/* The way out without JavaScript: the header's account control is then a link to this page. */}
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">Sign out</h2>
            <p className="mt-2 text-iron-300">Ends your session in this browser.</p>
            <SignOutForm className="mt-4" />
          </Card>
          <YourDataCard email={profile.email} lastResult={answerTo("delete")} />
          {profile.roles.includes("instructor") || profile.roles.includes("host") ? null : (
            <Card className="bg-iron-900">
              <h2 className="text-2xl font-semibold text-iron-100">Teach at the forge</h2>
              <p className="mt-2 text-iron-300">
                Share your craft: apply to teach classes or to host them at your forge.
              </p>
              <Link to="/become-instructor" className="mt-4 inline-block font-semibold text-ember-400 hover:underline">
                Apply to teach
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
