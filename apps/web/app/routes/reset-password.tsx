import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useActionData, useSearchParams } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { FormAlert } from "../components/ui";
import { AuthCard } from "../features/auth/components/auth-card";
import { ResetPasswordForm } from "../features/auth/components/reset-password-form";
import { TextLink } from "../features/auth/components/text-link";
import { resetPasswordAction } from "../features/auth/server/reset-password-action.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import { pageMetaData } from "../lib/i18n/page-meta-data.server";
import type { Route } from "./+types/reset-password";

/** The page's texts in its language (the form's are the `auth` catalog's). */
export const loader = ({ context }: Route.LoaderArgs) =>
  pageMetaData(
    context,
    ["shell", "auth", "forms"],
    msg`Set a new password`,
    msg`Choose a new password for your Guildforge account.`,
  );

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData ? pageMeta(loaderData.meta.title, loaderData.meta.description, { noindex: true }) : [];

export const action = (args: Route.ActionArgs) => resetPasswordAction(args);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const answer = useActionData<typeof action>();
  const { t } = useLingui();
  const token = params.get("token") ?? "";
  const email = params.get("email") ?? "";
  return (
    <AuthCard
      title={t`Set a new password`}
      description={t`Choose a new password. Signing in elsewhere ends when it changes.`}
      footer={
        <p>
          <Trans>
            Link not working? <TextLink to="/forgot-password">Request a new one</TextLink>
          </Trans>
        </p>
      }
    >
      {token ? (
        <ResetPasswordForm token={token} email={email} lastResult={answer?.result} />
      ) : (
        <FormAlert>
          <Trans>This reset link is incomplete. Open the link from the email again, or request a new one.</Trans>
        </FormAlert>
      )}
    </AuthCard>
  );
}

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;
