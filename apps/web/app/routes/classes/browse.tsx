import { socialMeta } from "../../components/seo/social-meta";
import { BrowsePage } from "../../features/classes/components/browse-page";
import { loadBrowse } from "../../features/classes/server/load-browse.server";
import type { Route } from "./+types/browse";

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  return { ...(await loadBrowse(request, context)), origin };
}

const description = "In-person classes at real forges, from a first day at the anvil to pattern-welded blades.";

export function meta({ loaderData }: Route.MetaArgs) {
  return socialMeta({
    title: "Browse blacksmithing classes",
    description,
    canonical: `${loaderData?.origin ?? ""}/classes`,
  });
}

export default function ClassesBrowseRoute({ loaderData }: Route.ComponentProps) {
  return (
    <BrowsePage
      eyebrow="Classes"
      title="Browse blacksmithing classes"
      description={description}
      action="/classes"
      filters={loaderData.filters}
      result={loaderData.result}
      locations={loaderData.locations}
    />
  );
}
