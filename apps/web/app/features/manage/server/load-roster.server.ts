import { rostersResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { rosterApiPath } from "../api/list-roster";

/**
 * /manage/students: the classes one manages (for the picker) and the chosen class's roster
 * (`?class_id=`, else the first with students), one page at a time (decision 372; `?cursor=` is
 * the next page, the "Load more" link's target without JavaScript).
 */
export async function loadRoster(request: Request, context: Readonly<RouterContextProvider>) {
  const { data } = await loadJson(context, "/api/manage/students", rostersResponseSchema);
  const params = new URL(request.url).searchParams;
  const raw = Number(params.get("class_id"));
  const chosen = data.find((r) => r.class.id === raw) ?? data.find((r) => r.students.length > 0) ?? data[0] ?? null;
  const classes = data.map((r) => ({ id: r.class.id, title: r.class.title, accepted: r.students.length }));
  if (!chosen) return { classes, roster: null, total: 0, nextCursor: null };
  // `?cursor=`: the "Load more students" link without JavaScript renders that next page.
  const paged = await loadJson(context, rosterApiPath(chosen.class.id, params.get("cursor")), rostersResponseSchema);
  const roster = paged.data[0] ?? chosen;
  return {
    classes,
    roster,
    total: paged.meta?.total ?? roster.students.length,
    nextCursor: paged.meta?.next_cursor ?? null,
  };
}
