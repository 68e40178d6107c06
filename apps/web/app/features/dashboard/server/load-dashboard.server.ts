import { dashboardResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /dashboard: GET /api/dashboard (upcoming classes, pending applications and, for teachers, their classes). */
export async function loadDashboard(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/dashboard", dashboardResponseSchema)).data;
}
