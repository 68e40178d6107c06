import { useLoaderData } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { useSessionUser } from "../features/auth/hooks/use-session-user";
import { MessageButton } from "../features/messages/components/compose-dialog";
import { ProfileBlockButton } from "../features/messages/components/profile-block-button";
import { blockAction } from "../features/messages/server/block-action.server";
import { loadBlockStatus } from "../features/messages/server/load-block-status.server";
import { PublicProfileView } from "../features/profiles/components/public-profile";
import { loadPublicProfile } from "../features/profiles/server/load-public-profile.server";
import { formClientAction } from "../lib/forms/client-action";
import { notAfterNetworkFailure } from "../lib/forms/revalidation";
import type { Route } from "./+types/user-profile";

/** Server-rendered public profile; an unknown slug is the 404 error screen. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const data = await loadPublicProfile(context, params.slug);
  return { profile: data, blocked: await loadBlockStatus(context, data.id) };
}

/** The profile's Block / Unblock, confirmed (decision 535); back to the profile with the news. */
export const action = (args: Route.ActionArgs) => blockAction(args, `/users/${encodeURIComponent(args.params.slug)}`);
/** With JavaScript: the SPEC's toasts for what was done, or for what cannot reach the server or is refused. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => formClientAction(() => serverAction());
/** A block that could not reach the server keeps the page as it is (lib/forms/revalidation.ts). */
export const shouldRevalidate = notAfterNetworkFailure;

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(
        loaderData.profile.name,
        loaderData.profile.bio.slice(0, 160) ||
          `${loaderData.profile.name} on Guildforge, the blacksmithing class marketplace.`,
      )
    : pageMeta("Member profile", "A Guildforge member's public page.");

export default function UserProfilePage() {
  const { profile, blocked } = useLoaderData<typeof loader>();
  const viewer = useSessionUser();
  const viewerId = viewer?.id ?? null;
  const teaches = profile.roles.some((r) => r === "instructor" || r === "host");
  return (
    <PublicProfileView
      profile={profile}
      contact={
        teaches ? (
          <MessageButton
            to={profile}
            viewerId={viewerId}
            viewerVerified={!!viewer?.email_verified_at}
            label={profile.roles.includes("instructor") ? "Message the instructor" : "Message the host"}
          />
        ) : null
      }
      safety={
        viewerId !== null && viewerId !== profile.id && blocked !== null ? (
          <ProfileBlockButton person={profile} viewerId={viewerId} blocked={blocked} />
        ) : null
      }
    />
  );
}
