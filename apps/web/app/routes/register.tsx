import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { RegisterForm } from "../features/auth/components/register-form";
import { TextLink } from "../features/auth/components/text-link";
import { registerAction } from "../features/auth/server/sign-in-actions.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/register";

export const meta = translatedMeta;

/** The page's texts in its language (the form's are the `auth` catalog's). */
export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(
    context,
    ["shell", "auth", "forms"],
    msg`Create an account`,
    msg`Join Guildforge to book blacksmithing classes, request classes and message smiths.`,
  );

/** The API signs the new account in; its session cookie reaches the browser on the redirect (decision 535). */
export const action = (args: Route.ActionArgs) => registerAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function RegisterPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const { t } = useLingui();
  const redirectTo = params.get("redirect");
  const loginLink = redirectTo ? `/login?${new URLSearchParams({ redirect: redirectTo })}` : "/login";
  return (
    <AuthCard
      title={t`Create an account`}
      description={t`Every smith starts as a student. Teaching comes later, after a short application.`}
      footer={
        <p>
          <Trans>
            Already a member? <TextLink to={loginLink}>Sign in</TextLink>
          </Trans>
        </p>
      }
    >
      <RegisterForm
        redirectTo={redirectTo}
        email={params.get("email") ?? undefined}
        lastResult={answer?.result}
        emailTaken={answer?.emailTaken ?? false}
      />
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
