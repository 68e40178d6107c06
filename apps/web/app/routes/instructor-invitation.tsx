import { invitationValidDays } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
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
import { pageI18n } from "../lib/i18n/page-i18n.server";
import type { Route } from "./+types/instructor-invitation";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  pageMeta(loaderData?.meta.title ?? "", loaderData?.meta.description ?? "", { noindex: true });

export async function loader({ context, params }: Route.LoaderArgs) {
  const [invitation, user, { messages, i18n }] = await Promise.all([
    loadInvitation(context, params.token),
    currentUser(context),
    pageI18n(context, ["invitations"]),
  ]);
  const meta = {
    title: i18n._(msg`Instructor invitation`),
    description: i18n._(msg`Accept an invitation to teach on Guildforge.`),
  };
  return { invitation, user, messages, meta };
}

/** Accept the invitation; the page (and the header's user, from the root loader) then shows the new role. */
export const action = (args: Route.ActionArgs) => acceptInvitationAction(args, args.params.token);
/** With JavaScript: the SPEC's toasts for what cannot reach the server or is refused as a whole. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());

/** A form send that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export default function InstructorInvitationPage({ params, loaderData, actionData }: Route.ComponentProps) {
  const { invitation, user } = loaderData;
  const { t } = useLingui();
  return (
    <Container size="prose" className="py-12 sm:py-16">
      <PageHeader eyebrow={t`Invitation`} title={t`Teach at Guildforge`} />
      <Card className="mt-10">
        {invitation ? (
          <>
            <MailOpen className="size-9 text-ember-400" aria-hidden="true" />
            <p className="mt-4 text-lg text-iron-100">
              {invitation.venue_id ? (
                <Trans>
                  <Link
                    to={`/users/${invitation.inviter.slug}`}
                    className="font-semibold text-ember-400 hover:underline"
                  >
                    {invitation.inviter.name}
                  </Link>{" "}
                  invited <strong>{invitation.email}</strong> to teach on Guildforge at their forge.
                </Trans>
              ) : (
                <Trans>
                  <Link
                    to={`/users/${invitation.inviter.slug}`}
                    className="font-semibold text-ember-400 hover:underline"
                  >
                    {invitation.inviter.name}
                  </Link>{" "}
                  invited <strong>{invitation.email}</strong> to teach on Guildforge.
                </Trans>
              )}
            </p>
            <p className="mt-1 text-sm text-iron-400">
              <Trans>
                Valid until <LocalTime iso={invitation.expires_at} />.
              </Trans>
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
              <Trans>
                This invitation link is not valid. Check that you opened the whole link from the email: a link copied in
                part does not work.
              </Trans>
            </FormAlert>
            <div>
              <h2 className="text-lg font-semibold text-iron-100">
                <Trans>What you can do next</Trans>
              </h2>
              <ul className="mt-2 list-disc space-y-1 pl-5 text-iron-300">
                <li>
                  <Trans>
                    Ask the host who invited you to send a new invitation: each link works for {invitationValidDays}{" "}
                    days.
                  </Trans>
                </li>
                <li>
                  <Trans>Or apply to teach on your own: the guild reviews every application.</Trans>
                </li>
              </ul>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/become-instructor" className={buttonClasses("primary")}>
                <Trans>Apply to teach</Trans>
              </Link>
              <Link to={user ? "/dashboard" : "/login"} className={buttonClasses("secondary")}>
                {user ? t`Go to your dashboard` : t`Sign in`}
              </Link>
            </div>
          </div>
        )}
      </Card>
    </Container>
  );
}
