import { reportsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /admin/reports: `?status=open|closed`. The admin guard is on the admin layout; the API checks the role again. */
export async function loadReports(request: Request, context: Readonly<RouterContextProvider>) {
  const status = new URL(request.url).searchParams.get("status") === "closed" ? "closed" : "open";
  const { data, meta } = await loadJson(context, `/api/admin/reports?status=${status}`, reportsResponseSchema);
  return { reports: data, total: meta.total, status };
}
