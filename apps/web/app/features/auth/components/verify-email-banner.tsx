import { Trans } from "@lingui/react/macro";
import { MailWarning } from "lucide-react";
import { useSessionUser } from "../hooks/use-session-user";
import { ResendVerification } from "./resend-verification";

/**
 * "Verify your email" with a resend button, at the top of the dashboard and the profile of a
 * signed-in person whose address is not verified yet (issue 37 point 7); nothing for anyone else.
 * The session user keeps it current: it goes once the link is opened in this tab's session.
 */
export function VerifyEmailBanner() {
  const user = useSessionUser();
  if (!user || user.email_verified_at) return null;
  const { email } = user;
  return (
    <section
      aria-labelledby="verify-email-banner-title"
      data-testid="verify-email-banner"
      className="flex gap-3 rounded-md border border-warning-400/30 bg-warning-900 p-4 text-sm sm:p-5"
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-warning-400" aria-hidden="true" />
      <div className="min-w-0 space-y-3">
        <h2 id="verify-email-banner-title" className="font-semibold text-warning-400">
          <Trans>Verify your email address</Trans>
        </h2>
        <p className="text-iron-200">
          <Trans>
            We sent a link to <strong className="break-all text-iron-100">{email}</strong>. Open it to confirm your
            address: applying for a class, requesting one, voting, messaging and teaching wait for it. No email? Check
            your spam folder, or send it again.
          </Trans>
        </p>
        <ResendVerification size="sm" />
      </div>
    </section>
  );
}
