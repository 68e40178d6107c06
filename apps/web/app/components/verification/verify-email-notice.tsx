import { Trans } from "@lingui/react/macro";
import { MailWarning } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { buttonClasses } from "../ui/button";
import { cx } from "../ui/cx";

/** The page that resends the link (features/auth/guards/redirect-target.ts names it too). */
const verificationPage = "/email-verification-required";

/** `/email-verification-required?redirect=<page>`: the page sends the person back once verified. */
export function verificationHref(returnTo?: string): string {
  return returnTo ? `${verificationPage}?${new URLSearchParams({ redirect: returnTo })}` : verificationPage;
}

/** What the person wanted to do: each has its own whole sentence, so every language can word it. */
export type VerifyReason =
  | { action: "vote" }
  | { action: "publish" }
  | { action: "request" }
  | { action: "send-request" }
  | { action: "invitation" }
  | { action: "message"; name: string };

function Headline({ reason }: { reason: VerifyReason }) {
  switch (reason.action) {
    case "vote":
      return <Trans>Verify your email address to vote.</Trans>;
    case "publish":
      return <Trans>Verify your email address to publish this class.</Trans>;
    case "request":
      return <Trans>Verify your email address to request a class.</Trans>;
    case "send-request":
      return <Trans>Verify your email address to send your request.</Trans>;
    case "invitation":
      return <Trans>Verify your email address to accept this invitation.</Trans>;
    case "message": {
      const name = reason.name;
      return <Trans>Verify your email address to message {name}.</Trans>;
    }
  }
}

interface VerifyEmailNoticeProps {
  reason: VerifyReason;
  /** The page to come back to after verifying (same-site path). */
  returnTo?: string;
  /** Announce it at once (shown after a refused attempt) rather than as part of the page. */
  alert?: boolean;
  className?: string;
}

/**
 * Shown in place of an action that needs a verified email (issue 15) to a signed-in person whose
 * address is not verified yet, or after the server refused the action for that reason.
 */
export function VerifyEmailNotice({ reason, returnTo, alert = false, className }: VerifyEmailNoticeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // After a refused attempt the person is looking at the button they pressed: bring it into view.
    if (alert) ref.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [alert]);
  return (
    <div
      ref={ref}
      role={alert ? "alert" : undefined}
      data-testid="verify-email-notice"
      className={cx(
        "flex scroll-mt-24 gap-3 rounded-md border border-warning-400/30 bg-warning-900 p-4 text-sm",
        className,
      )}
    >
      <MailWarning className="mt-0.5 size-5 shrink-0 text-warning-400" aria-hidden="true" />
      <div className="min-w-0 space-y-3">
        <p className="font-semibold text-warning-400">
          <Headline reason={reason} />
        </p>
        <p className="text-iron-200">
          <Trans>
            We sent you a link when you joined. Open it to confirm your address, or ask for a new one, then come back
            here.
          </Trans>
        </p>
        <Link to={verificationHref(returnTo)} className={buttonClasses("secondary", "sm", undefined, { wrap: true })}>
          <Trans>Verify your email</Trans>
        </Link>
      </div>
    </div>
  );
}
