import { locationPageResponseSchema, locationTreeResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** GET /api/locations/{path} from a loader (404 for an unknown place becomes the page's 404). */
export async function loadLocationPage(context: Readonly<RouterContextProvider>, path: string) {
  return (await loadJson(context, `/api/locations/${path}`, locationPageResponseSchema)).data;
}

/** /locations: the whole tree of places (countries, regions, towns) with their class counts. */
export async function loadLocationTree(context: Readonly<RouterContextProvider>) {
  return (await loadJson(context, "/api/locations", locationTreeResponseSchema)).data;
}
