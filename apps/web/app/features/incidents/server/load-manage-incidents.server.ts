import { classIncidentsResponseSchema, incidentClassesResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/**
 * /manage/incidents: the classes one manages with sessions that have started (the picker, newest
 * session first) and the chosen class's incidents (`?class_id=`, else the first class). Only the
 * chosen class's incidents are loaded.
 */
export async function loadManageIncidents(request: Request, context: Readonly<RouterContextProvider>) {
  const { data: classes } = await loadJson(context, "/api/manage/incident-classes", incidentClassesResponseSchema);
  const raw = Number(new URL(request.url).searchParams.get("class_id"));
  const chosen = classes.find((c) => c.id === raw) ?? classes[0] ?? null;
  if (!chosen) return { classes, chosen: null, incidents: [] };
  const { data: incidents } = await loadJson(
    context,
    `/api/manage/classes/${chosen.id}/incidents`,
    classIncidentsResponseSchema,
  );
  return { classes, chosen, incidents };
}
