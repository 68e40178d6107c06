import type { CurrentUser, Invitation } from "@guildforge/contracts";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link } from "react-router";
import { buttonClasses, FormAlert, SubmitButton } from "../../../components/ui";
import { VerifyEmailNotice } from "../../../components/verification/verify-email-notice";
import { useFormPending } from "../../../lib/forms/contract-form";
import { FormToken } from "../../../lib/forms/form-token";

interface Props {
  token: string;
  invitation: Invitation;
  user: CurrentUser | null;
  /** The action's refusal of the last accept, said about the whole form. */
  problem: string | null;
}

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * What to do with an invitation: accept it, or sign in / register with the invited email first;
 * accepting needs a verified email (decision 212), so an unverified account is asked to verify.
 */
export function InvitationPanel({ token, invitation, user, problem }: Props) {
  const pending = useFormPending();
  const { t } = useLingui();
  const back = `/instructor-invitation/${encodeURIComponent(token)}`;
  const withEmail = (path: string) => `${path}?${new URLSearchParams({ email: invitation.email, redirect: back })}`;

  if (invitation.status === "accepted") {
    return (
      <FormAlert tone="success">
        <Trans>This invitation has been accepted.</Trans>{" "}
        {user ? (
          <Link to="/classes/create" className="font-semibold underline">
            <Trans>Create your first class</Trans>
          </Link>
        ) : null}
      </FormAlert>
    );
  }
  if (invitation.status === "expired") {
    return (
      <FormAlert>
        <Trans>This invitation has expired. Ask {invitation.inviter.name} to send a new one.</Trans>
      </FormAlert>
    );
  }
  if (!user) {
    return (
      <div className="space-y-4">
        <p className="text-iron-200">
          <Trans>
            Sign in or create an account with <strong className="text-iron-100">{invitation.email}</strong>, then come
            back here to accept.
          </Trans>
        </p>
        <div className="flex flex-wrap gap-3">
          <Link to={withEmail("/register")} className={buttonClasses("primary")}>
            <Trans>Create an account</Trans>
          </Link>
          <Link to={withEmail("/login")} className={buttonClasses("secondary")}>
            <Trans>Sign in</Trans>
          </Link>
        </div>
      </div>
    );
  }
  if (!sameEmail(user.email, invitation.email)) {
    return (
      <FormAlert tone="info">
        <Trans>
          You are signed in as {user.email}, but this invitation is for {invitation.email}. Sign out and sign in with
          that address to accept it.
        </Trans>
      </FormAlert>
    );
  }
  if (!user.email_verified_at) {
    return <VerifyEmailNotice reason={{ action: "invitation" }} returnTo={back} />;
  }
  // Accepting posts to the page's action, with or without JavaScript (decision 535).
  return (
    <Form method="post" data-route-action="" className="space-y-4">
      <FormToken />
      {problem ? <FormAlert>{problem}</FormAlert> : null}
      <SubmitButton pending={pending} pendingLabel={t`Accepting…`} size="lg">
        <Trans>Accept and become an instructor</Trans>
      </SubmitButton>
    </Form>
  );
}
