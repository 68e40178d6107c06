import { classDetailResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** GET /api/classes/{id} for the class page and its edit page (an unknown or hidden class is the page's 404). */
export async function loadClass(context: Readonly<RouterContextProvider>, id: number) {
  return (await loadJson(context, `/api/classes/${id}`, classDetailResponseSchema)).data;
}
