import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useSearchParams } from "react-router";
import { AuthCard } from "../features/auth/components/auth-card";
import { ForgotPasswordForm } from "../features/auth/components/forgot-password-form";
import { TextLink } from "../features/auth/components/text-link";
import { forgotPasswordAction } from "../features/auth/server/forgot-password-action.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import { translatedMeta } from "../lib/i18n/page-meta-text";
import type { Route } from "./+types/forgot-password";

export const meta = translatedMeta;

/** The page's texts in its language (the form's are the `auth` catalog's). */
export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(
    context,
    ["shell", "auth", "forms"],
    msg`Forgot your password?`,
    msg`Get a link to set a new Guildforge password.`,
  );

export const action = (args: Route.ActionArgs) => forgotPasswordAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ForgotPasswordPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const { t } = useLingui();
  return (
    <AuthCard
      title={t`Forgot your password?`}
      description={t`Enter the email you signed up with and we will send you a link to set a new one.`}
      footer={
        <p>
          <Trans>
            Remembered it? <TextLink to="/login">Back to sign in</TextLink>
          </Trans>
        </p>
      }
    >
      <ForgotPasswordForm email={params.get("email") ?? undefined} lastResult={answer?.result} sent={!!answer?.sent} />
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
