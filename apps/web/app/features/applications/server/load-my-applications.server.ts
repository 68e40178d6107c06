import { myApplicationsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /dashboard/my-applications: every application of the visitor, in every status. */
export async function loadMyApplications(context: Readonly<RouterContextProvider>) {
  const { data } = await loadJson(context, "/api/applications", myApplicationsResponseSchema);
  return { applications: data };
}
