import { manageApplicationsResponseSchema, rostersResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { queueApiPath, readQueueFilters } from "../lib/queue-filters";

/**
 * /manage/applications: one page of the queue (`?class_id=&status=&cursor=`) and the classes the
 * filter offers (published ones, and the chosen one whatever its status).
 */
export async function loadQueue(request: Request, context: Readonly<RouterContextProvider>) {
  const search = new URL(request.url).searchParams;
  const filters = readQueueFilters(search);
  const [queue, rosters] = await Promise.all([
    loadJson(context, queueApiPath(filters, search.get("cursor")), manageApplicationsResponseSchema),
    loadJson(context, "/api/manage/students", rostersResponseSchema),
  ]);
  const classes = rosters.data
    .filter((r) => r.class.status === "published" || r.class.id === filters.classId)
    .map((r) => ({ id: r.class.id, title: r.class.title, seats_left: r.class.seats_left }));
  return { queue, total: queue.meta.total, classes, filters };
}
