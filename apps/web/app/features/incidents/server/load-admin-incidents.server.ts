import { adminIncidentsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/**
 * /admin/incidents: every incident, newest first, a page at a time (`?cursor=`, the "Show more"
 * link's target), and the counts per forge. The admin guard is on the admin layout; the API checks
 * the role again.
 */
export async function loadAdminIncidents(request: Request, context: Readonly<RouterContextProvider>) {
  const cursor = new URL(request.url).searchParams.get("cursor");
  const query = cursor ? `?${new URLSearchParams({ cursor })}` : "";
  const { data, meta } = await loadJson(context, `/api/admin/incidents${query}`, adminIncidentsResponseSchema);
  return {
    incidents: data,
    total: meta.total,
    byForge: meta.by_forge,
    next: meta.next_cursor ? `?${new URLSearchParams({ cursor: meta.next_cursor })}` : null,
    paged: Boolean(cursor),
  };
}
