import { Trans, useLingui } from "@lingui/react/macro";
import { useFetcher, useLocation } from "react-router";
import { SubmitButton } from "../../../components/ui";
import { FormToken } from "../../../lib/forms/form-token";

/** Where the resend form posts: a resource route's action (routes/verify-email-resend.ts). */
export const resendVerificationAction = "/verify-email/resend";

/**
 * The resend button of /email-verification-required and of the verify-email banner, a form that
 * posts to /verify-email/resend's action with or without JavaScript (decision 535); the action
 * sends the page back here with a one-time message (sent, or when to ask again), which the
 * layout's FlashBanner shows. With JavaScript it is a fetcher's form: the page stays, then takes
 * the redirect back. `size` "sm" for the banner.
 */
export function ResendVerification({ size }: { size?: "sm" } = {}) {
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const pending = fetcher.state !== "idle";
  const { t } = useLingui();
  return (
    <fetcher.Form method="post" action={resendVerificationAction} data-route-action="">
      <FormToken scope=":resend-verification" />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <SubmitButton size={size} pending={pending} pendingLabel={t`Sending…`}>
        <Trans>Resend the verification email</Trans>
      </SubmitButton>
    </fetcher.Form>
  );
}
