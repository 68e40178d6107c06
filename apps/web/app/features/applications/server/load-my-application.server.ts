import { type MyApplication, myApplicationsResponseSchema } from "@guildforge/contracts";
import { activeApplicationStatuses } from "@guildforge/contracts/application-rules";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

const isActive = (a: MyApplication) => (activeApplicationStatuses as readonly string[]).includes(a.status);

/**
 * The viewer's active application to one class (the class page's apply panel), read with the page:
 * GET /api/applications?class_id= asks the API for that class's only, not every application.
 */
export async function loadMyApplicationFor(context: Readonly<RouterContextProvider>, classId: number) {
  const { data } = await loadJson(context, `/api/applications?class_id=${classId}`, myApplicationsResponseSchema);
  return data.find(isActive) ?? null;
}
