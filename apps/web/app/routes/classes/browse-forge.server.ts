import type { RouterContextProvider } from "react-router";
import type { BrowseForge } from "../../features/classes/components/forge-filter-chip";
import type { ClassCardPage } from "../../features/classes/lib/card-view";
import { loadForgeName } from "../../features/venues/server/forges.server";

/** The forge of a `venue`-filtered page, read from its classes: each card carries its forge. */
export function forgeOfResults(id: number, result: ClassCardPage): BrowseForge | null {
  const venue = result.data.find((c) => c.venue?.id === id)?.venue;
  return venue ? { id, name: venue.name, place: venue.location.name } : null;
}

/**
 * The forge a browse page is narrowed to (`?venue=`), or null without the filter (decision 193).
 * A page with classes names it from them (no second request); an empty page asks
 * GET /api/venues/{id}, and a forge that does not exist comes back with no name.
 */
export async function browseForge(
  context: Readonly<RouterContextProvider>,
  venue: string,
  result: ClassCardPage,
): Promise<BrowseForge | null> {
  if (!venue) return null;
  const id = Number(venue);
  return forgeOfResults(id, result) ?? (await loadForgeName(context, id)) ?? { id, name: null, place: null };
}
