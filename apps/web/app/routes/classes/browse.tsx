import { socialMeta } from "../../components/seo/social-meta";
import { BrowsePage } from "../../features/classes/components/browse-page";
import { loadBrowse } from "../../features/classes/server/load-browse.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/browse";
import { browseForge } from "./browse-forge.server";

/** Live events that change this page reload its data (issue 21). */
export const handle = liveHandle([liveTopics.classes]);

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const browse = await loadBrowse(request, context);
  return { ...browse, forge: await browseForge(context, browse.filters.venue, browse.result), origin };
}

const description = "In-person classes at real forges, from a first day at the anvil to pattern-welded blades.";

/** "Classes at Cinder Works" with `?venue=`, else the whole catalogue. */
function heading(forge: Route.ComponentProps["loaderData"]["forge"]) {
  if (!forge) return { eyebrow: "Classes", title: "Browse blacksmithing classes", description };
  const name = forge.name ?? "this forge";
  return {
    eyebrow: "Classes by forge",
    title: `Classes at ${name}`,
    description: forge.place
      ? `Upcoming blacksmithing classes at ${name} in ${forge.place}. The filters below keep to this forge.`
      : "There is no forge with this id; clear the forge to see every class.",
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  const forge = loaderData?.forge;
  const h = heading(forge ?? null);
  return socialMeta({
    title: forge ? h.title : "Browse blacksmithing classes",
    description: h.description,
    canonical: `${loaderData?.origin ?? ""}/classes${forge ? `?venue=${forge.id}` : ""}`,
  });
}

export default function ClassesBrowseRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BrowsePage
      {...heading(loaderData.forge)}
      action="/classes"
      filters={loaderData.filters}
      result={loaderData.result}
      locations={loaderData.locations}
      forge={loaderData.forge}
    />
  );
}
