import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import { socialMeta } from "../../components/seo/social-meta";
import { BrowsePage } from "../../features/classes/components/browse-page";
import type { BrowseForge } from "../../features/classes/components/forge-filter-chip";
import { loadBrowse } from "../../features/classes/server/load-browse.server";
import { ReviewsSection } from "../../features/reviews/components/reviews-section";
import { loadForgeReviews } from "../../features/reviews/server/load-reviews.server";
import { pageI18n } from "../../lib/i18n/page-i18n.server";
import { liveHandle } from "../../lib/live-data/live-handle";
import { liveTopics } from "../../lib/live-data/live-topics";
import type { Route } from "./+types/browse";
import { browseForge } from "./browse-forge.server";

/** Live events that change this page reload its data (issue 21). */
/** Live classes; a forge filter (`?venue=`) is a page of its own for search engines (its canonical). */
export const handle = { ...liveHandle([liveTopics.classes]), canonicalQuery: ["venue"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  // A forge's page (`?venue=`) also lists its reviews (issue 40 point 5).
  const venue = new URL(request.url).searchParams.get("venue") ?? "";
  const forgeId = /^[1-9]\d{0,14}$/.test(venue) ? Number(venue) : null;
  const [browse, { messages, i18n }, reviews] = await Promise.all([
    loadBrowse(request, context),
    pageI18n(context, forgeId ? ["classes", "reviews"] : ["classes"]),
    forgeId ? loadForgeReviews(context, forgeId, 20) : null,
  ]);
  const forge = await browseForge(context, browse.filters.venue, browse.result);
  const h = heading(i18n, forge);
  const forgeReviews = forge?.name && reviews && reviews.meta.summary.count > 0 ? reviews : null;
  return { ...browse, forge, forgeReviews, origin, messages, meta: { title: h.title, description: h.description } };
}

/** "Classes at Cinder Works" with `?venue=`, else the whole catalogue. */
function heading(i18n: I18n, forge: BrowseForge | null) {
  const description = i18n._(
    msg`In-person classes at real forges, from a first day at the anvil to pattern-welded blades.`,
  );
  if (!forge) return { eyebrow: i18n._(msg`Classes`), title: i18n._(msg`Browse blacksmithing classes`), description };
  const name = forge.name ?? i18n._(msg`this forge`);
  const place = forge.place;
  return {
    eyebrow: i18n._(msg`Classes by forge`),
    title: i18n._(msg`Classes at ${name}`),
    description: place
      ? i18n._(msg`Upcoming blacksmithing classes at ${name} in ${place}. The filters below keep to this forge.`)
      : i18n._(msg`There is no forge with this id; clear the forge to see every class.`),
  };
}

export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? socialMeta(loaderData.meta) : [];
}

export default function ClassesBrowseRoute({ loaderData }: Route.ComponentProps) {
  const { i18n } = useLingui();
  return (
    <BrowsePage
      {...heading(i18n, loaderData.forge)}
      action="/classes"
      filters={loaderData.filters}
      result={loaderData.result}
      locations={loaderData.locations}
      forge={loaderData.forge}
      after={loaderData.forgeReviews ? <ReviewsSection page={loaderData.forgeReviews} showClass /> : null}
    />
  );
}
