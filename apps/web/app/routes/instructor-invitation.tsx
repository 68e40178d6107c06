import { invitationValidDays } from "@guildforge/contracts";
import { MailOpen } from "lucide-react";
import { Link } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { LocalTime } from "../components/time/local-time";
import { buttonClasses, Card, Container, FormAlert, PageHeader } from "../components/ui";
import { currentUser } from "../features/auth/server/guards.server";
import { InvitationPanel } from "../features/invitations/components/invitation-panel";
import { acceptInvitationAction } from "../features/invitations/server/invitation-actions.server";
import { loadInvitation } from "../features/invitations/server/load-invitation.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/instructor-invitation";

export const meta = () =>
  pageMeta("Instructor invitation", "Accept an invitation to teach on Guildforge.", { noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  const [invitation, user] = await Promise.all([loadInvitation(context, params.token), currentUser(context)]);
  return { invitation, user };
}

/** Accept the invitation; the page (and the header's user, from the root loader) then shows the new role. */
export const action = (args: Route.ActionArgs) => acceptInvitationAction(args, args.params.token);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function InstructorInvitationPage({ params, loaderData, actionData }: Route.ComponentProps) {
  const { invitation, user } = loaderData;
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader eyebrow="Invitation" title="Teach at Guildforge" />
      <Card className="mt-10">
        {invitation ? (
          <>
            <MailOpen className="size-9 text-ember-400" aria-hidden="true" />
            <p className="mt-4 text-lg text-iron-100">
              <Link to={`/users/${invitation.inviter.slug}`} className="font-semibold text-ember-400 hover:underline">
                {invitation.inviter.name}
              </Link>{" "}
              invited <strong>{invitation.email}</strong> to teach on Guildforge
              {invitation.venue_id ? " at their forge" : ""}.
            </p>
            <p className="mt-1 text-sm text-iron-400">
              Valid until <LocalTime iso={invitation.expires_at} />.
            </p>
            <div className="mt-6">
              <InvitationPanel
                token={params.token}
                invitation={invitation}
                user={user}
                problem={actionData?.result?.error?.[""]?.[0] ?? null}
              />
            </div>
          </>
        ) : (
          <div className="space-y-5" data-testid="invalid-invitation">
            <FormAlert>
              This invitation link is not valid. Check that you opened the whole link from the email: a link copied in
              part does not work.
            </FormAlert>
            <div>
              <h2 className="text-lg font-semibold text-iron-100">What you can do next</h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-iron-300">
                <li>
                  Ask the host who invited you to send a new invitation: each link works for {invitationValidDays} days.
                </li>
                <li>Or apply to teach on your own: the guild reviews every application.</li>
              </ul>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/become-instructor" className={buttonClasses("primary")}>
                Apply to teach
              </Link>
              <Link to={user ? "/dashboard" : "/login"} className={buttonClasses("secondary")}>
                {user ? "Go to your dashboard" : "Sign in"}
              </Link>
            </div>
          </div>
        )}
      </Card>
    </Container>
  );
}
