import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router";
import { StepsCard } from "../components/steps/steps-card";
import { buttonClasses, Card, Container, PageHeader } from "../components/ui";
import { VerifyEmailNotice } from "../components/verification/verify-email-notice";
import { currentUser } from "../features/auth/server/guards.server";
import { RequestForm } from "../features/class-requests/components/request-form";
import { createRequestAction } from "../features/class-requests/server/request-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { useFormPending } from "../lib/forms/contract-form";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageI18n } from "../lib/i18n/page-i18n.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/request-class";

const description = msg`Can't find the class you want? Describe it, and the community votes it up so instructors see what people will sign up for.`;

export const meta = translatedMeta;

/**
 * Public page: signed-out visitors learn what it is and get a sign-in link back here; a signed-in
 * person whose email is not verified yet is asked to verify it instead of getting the form (the
 * API refuses their request: decision 212).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const [user, { messages, i18n }] = await Promise.all([currentUser(context), pageI18n(context, ["class-requests"])]);
  return {
    signedIn: Boolean(user),
    verified: Boolean(user?.email_verified_at),
    messages,
    meta: { title: i18n._(msg`Request a class`), description: i18n._(description) },
  };
}

const steps = [
  msg`Describe the class you would take: what, where, when and at what level.`,
  msg`The Guildforge team reviews it, usually within a few days.`,
  msg`Once approved it is live for voting at Class requests; instructors see what people want.`,
  msg`When an instructor runs it, you and everyone who voted hear about it.`,
];

export const action = (args: Route.ActionArgs) => createRequestAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function RequestClassPage({ loaderData, actionData }: Route.ComponentProps) {
  const { signedIn, verified } = loaderData;
  const pending = useFormPending();
  const { t, i18n } = useLingui();
  // The server refused for want of a verified email (the account changed since the page loaded).
  const refused = actionData?.unverified === true;
  return (
    <Container className="py-12 sm:py-16">
      <PageHeader eyebrow={t`Class requests`} title={t`Request a class`} description={i18n._(description)} />
      <div className="mt-10 grid gap-6 lg:grid-cols-[3fr_2fr]">
        {signedIn && !verified ? (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Your request</Trans>
            </h2>
            <VerifyEmailNotice reason={{ action: "request" }} returnTo="/request-class" className="mt-5" />
          </Card>
        ) : signedIn ? (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Your request</Trans>
            </h2>
            {refused ? (
              <VerifyEmailNotice reason={{ action: "send-request" }} returnTo="/request-class" alert className="mt-5" />
            ) : null}
            <div className="mt-5">
              <RequestForm
                id="request-class"
                lastResult={actionData?.result}
                submitLabel={t`Send request`}
                pendingLabel={t`Sending…`}
                pending={pending}
              />
            </div>
          </Card>
        ) : (
          <Card>
            <h2 className="text-2xl font-semibold text-iron-100">
              <Trans>Sign in to request a class</Trans>
            </h2>
            <p className="mt-2 text-iron-300">
              <Trans>
                Requests come from Guildforge accounts, so we can tell you when yours is approved or fulfilled.
              </Trans>
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <Link to="/login?redirect=%2Frequest-class" className={buttonClasses("primary")}>
                <Trans>Sign in</Trans>
              </Link>
              <Link to="/register?redirect=%2Frequest-class" className={buttonClasses("secondary")}>
                <Trans>Create an account</Trans>
              </Link>
            </div>
          </Card>
        )}
        <StepsCard title={t`How requests work`} steps={steps.map((step) => i18n._(step))}>
          <Link to="/class-requests" className="mt-5 inline-block font-semibold text-ember-400 hover:underline">
            <Trans>See and vote on existing requests</Trans>
          </Link>
        </StepsCard>
      </div>
    </Container>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
