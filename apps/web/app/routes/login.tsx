import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useSearchParams } from "react-router";
import { FormAlert } from "../components/ui";
import { AuthCard } from "../features/auth/components/auth-card";
import { LoginForm } from "../features/auth/components/login-form";
import { TextLink } from "../features/auth/components/text-link";
import { loginAction } from "../features/auth/server/sign-in-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/login";

export const meta = translatedMeta;

/** The page's texts in its language (the form's are the `auth` catalog's). */
export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(
    context,
    ["shell", "auth", "forms"],
    msg`Sign in`,
    msg`Sign in to apply to classes, vote on class requests and message instructors.`,
  );

/** The session cookie the API sets reaches the browser on the action's redirect (decision 535). */
export const action = (args: Route.ActionArgs) => loginAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function LoginPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const { t } = useLingui();
  const redirectTo = params.get("redirect");
  const email = params.get("email") ?? undefined;
  const registerLink = redirectTo ? `/register?${new URLSearchParams({ redirect: redirectTo })}` : "/register";
  return (
    <AuthCard
      title={t`Sign in`}
      description={t`Welcome back to the forge.`}
      footer={
        <p>
          <Trans>
            New to Guildforge? <TextLink to={registerLink}>Create an account</TextLink>
          </Trans>
        </p>
      }
    >
      {params.get("reset") === "1" ? (
        <FormAlert tone="success" className="mb-5">
          <Trans>Your password has been changed. Sign in with the new one.</Trans>
        </FormAlert>
      ) : null}
      <LoginForm email={email} lastResult={answer?.result} />
      <p className="mt-5 text-center text-sm">
        <TextLink to="/forgot-password">
          <Trans>Forgot your password?</Trans>
        </TextLink>
      </p>
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
