import { classesResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { serverApi } from "../../../lib/server-api/api-json.server";
import { type ClassCardView, toCardView } from "../lib/card-view";

/**
 * Upcoming published classes for a discovery strip (home, /learn/{theme}). A failing API leaves
 * the strip empty instead of failing the whole page.
 */
export async function loadUpcoming(
  context: Readonly<RouterContextProvider>,
  query: Record<string, string> = {},
  limit = 6,
): Promise<ClassCardView[]> {
  const params = new URLSearchParams({ ...query, sort: "soonest", seats: "true", limit: String(limit) });
  try {
    const response = await serverApi(context).fetch(`/api/classes?${params}`);
    if (!response.ok) return [];
    return classesResponseSchema.parse(await response.json()).data.map(toCardView);
  } catch {
    return [];
  }
}
