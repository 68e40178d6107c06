import type { CurrentUser, Invitation } from "@guildforge/contracts";
import { useState } from "react";
import { Link } from "react-router";
import { Button, buttonClasses, FormAlert } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { isApiError, showInline } from "../../../lib/api";
import { isVerificationRefusal } from "../../../lib/api/verification-refusal";
import { acceptInvitation } from "../api/accept-invitation";

interface Props {
  token: string;
  invitation: Invitation;
  user: CurrentUser | null;
  /** Re-reads the page data after accepting (the user's roles changed). */
  onAccepted: () => void;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What to do with an invitation: accept it, or sign in / register with the invited email first;
 * accepting needs a verified email (decision 212), so an unverified account is asked to verify.
 */
export function InvitationPanel({ token, invitation, user, onAccepted }: Props) {
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  // The server refused for want of a verified email (the account changed since the page loaded).
  const [refused, setRefused] = useState(false);
  const back = `/instructor-invitation/${encodeURIComponent(token)}`;
  const withEmail = (path: string) => `${path}?${new URLSearchParams({ email: invitation.email, redirect: back })}`;

  if (invitation.status === "accepted") {
    return (
      <FormAlert tone="success">
        This invitation has been accepted.{" "}
        {user ? (
          <Link to="/classes/create" className="font-semibold underline">
            Create your first class
          </Link>
        ) : null}
      </FormAlert>
    );
  }
  if (invitation.status === "expired") {
    return <FormAlert>This invitation has expired. Ask {invitation.inviter.name} to send a new one.</FormAlert>;
  }
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-iron-200">
          Sign in or create an account with <strong className="text-iron-100">{invitation.email}</strong>, then come
          back here to accept.
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={withEmail("/register")} className={buttonClasses("primary")}>
            Create an account
          </Link>
          <Link to={withEmail("/login")} className={buttonClasses("secondary")}>
            Sign in
          </Link>
        </div>
      </div>
    );
  }
  if (!sameEmail(user.email, invitation.email)) {
    return (
      <FormAlert tone="info">
        You are signed in as {user.email}, but this invitation is for {invitation.email}. Sign out and sign in with that
        address to accept it.
      </FormAlert>
    );
  }
  if (!user.email_verified_at) {
    return <VerifyEmailNotice action="accept this invitation" returnTo={back} />;
  }
  const accept = async () => {
    setPending(true);
    setProblem(null);
    try {
      await acceptInvitation(token);
      onAccepted();
    } catch (error) {
      showInline(error); // shown in the form, so not toasted as well
      if (isVerificationRefusal(error)) setRefused(true);
      else
        setProblem(isApiError(error) && error.message ? error.message : "We could not accept the invitation just now.");
    } finally {
      setPending(false);
    }
  };
  return (
    <div className="space-y-4">
      {refused ? <VerifyEmailNotice action="accept this invitation" returnTo={back} alert /> : null}
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <Button onClick={() => void accept()} disabled={pending} aria-busy={pending || undefined} size="lg">
        {pending ? "Accepting…" : "Accept and become an instructor"}
      </Button>
    </div>
  );
}
