import { dashboardResponseSchema, teachingClassesResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/**
 * /dashboard: GET /api/dashboard (upcoming classes, pending applications and, for teachers, their
 * classes). With `?cursor=` (the "Load more classes" link without JavaScript) the teaching list is
 * that next page, GET /api/dashboard/teaching?cursor=, as the link's enhancement appends in place.
 */
export async function loadDashboard(context: Readonly<RouterContextProvider>, cursor?: string | null) {
  const data = (await loadJson(context, "/api/dashboard", dashboardResponseSchema)).data;
  if (!cursor || !data.teaching) return data;
  const query = new URLSearchParams({ cursor }).toString();
  const page = await loadJson(context, `/api/dashboard/teaching?${query}`, teachingClassesResponseSchema);
  return { ...data, teaching: { ...data.teaching, classes: page.data, classes_next_cursor: page.meta.next_cursor } };
}
