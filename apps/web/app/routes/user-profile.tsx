import { publicProfileResponseSchema } from "@guildforge/contracts";
import { useLoaderData } from "react-router";
import { pageMeta } from "../components/seo/page-meta";
import { PublicProfileView } from "../features/profiles/components/public-profile";
import { loadJson } from "../lib/server-api/api-json.server";
import type { Route } from "./+types/user-profile";

/** Server-rendered public profile; an unknown slug is the 404 error screen. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { data } = await loadJson(
    context,
    `/api/users/${encodeURIComponent(params.slug)}`,
    publicProfileResponseSchema,
  );
  return { profile: data };
}

export const meta = ({ loaderData }: Route.MetaArgs) =>
  loaderData
    ? pageMeta(
        loaderData.profile.name,
        loaderData.profile.bio.slice(0, 160) ||
          `${loaderData.profile.name} on Guildforge, the blacksmithing class marketplace.`,
      )
    : pageMeta("Member profile", "A Guildforge member's public page.");

export default function UserProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  return <PublicProfileView profile={profile} />;
}
