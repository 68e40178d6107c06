import { rosterClassesResponseSchema, rostersResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { rosterApiPath } from "../api/list-roster";

/**
 * /manage/students: the classes one manages with their accepted counts (the picker, one query)
 * and the chosen class's roster (`?class_id=`, else the first with students), one page at a time
 * (decision 372; `?cursor=` is the next page, the "Load more" link's target without JavaScript).
 * Only the chosen roster is loaded.
 */
export async function loadRoster(request: Request, context: Readonly<RouterContextProvider>) {
  const { data } = await loadJson(context, "/api/manage/roster-classes", rosterClassesResponseSchema);
  const params = new URL(request.url).searchParams;
  const raw = Number(params.get("class_id"));
  const chosen = data.find((c) => c.id === raw) ?? data.find((c) => c.accepted_count > 0) ?? data[0] ?? null;
  const classes = data.map((c) => ({ id: c.id, title: c.title, accepted: c.accepted_count }));
  if (!chosen) return { classes, roster: null, total: 0, nextCursor: null };
  const paged = await loadJson(context, rosterApiPath(chosen.id, params.get("cursor")), rostersResponseSchema);
  const roster = paged.data[0] ?? null;
  return {
    classes,
    roster,
    total: paged.meta?.total ?? roster?.students.length ?? 0,
    nextCursor: paged.meta?.next_cursor ?? null,
  };
}
