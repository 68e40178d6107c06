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

interface VerifyEmailNoticeProps {
  /** What the person wanted to do, completing "Verify your email address to …". */
  action: string;
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
export function VerifyEmailNotice({ action, returnTo, alert = false, className }: VerifyEmailNoticeProps) {
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
        <p className="font-semibold text-warning-400">Verify your email address to {action}.</p>
        <p className="text-iron-200">
          We sent you a link when you joined. Open it to confirm your address, or ask for a new one, then come back
          here.
        </p>
        <Link to={verificationHref(returnTo)} className={buttonClasses("secondary", "sm", undefined, { wrap: true })}>
          Verify your email
        </Link>
      </div>
    </div>
  );
}
