import { manageApplicationsResponseSchema, rosterClassesResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { queueApiPath, readQueueFilters } from "../lib/queue-filters";

/**
 * /manage/applications: one page of the queue (`?class_id=&status=&cursor=`) and the classes the
 * filter offers (published ones, and the chosen one whatever its status) from the classes list
 * with counts, never the rosters.
 */
export async function loadQueue(request: Request, context: Readonly<RouterContextProvider>) {
  const search = new URL(request.url).searchParams;
  const filters = readQueueFilters(search);
  const [queue, picker] = await Promise.all([
    loadJson(context, queueApiPath(filters, search.get("cursor")), manageApplicationsResponseSchema),
    loadJson(context, "/api/manage/roster-classes", rosterClassesResponseSchema),
  ]);
  const classes = picker.data
    .filter((c) => c.status === "published" || c.id === filters.classId)
    .map((c) => ({ id: c.id, title: c.title, seats_left: c.seats_left }));
  return { queue, total: queue.meta.total, classes, filters };
}
