import { classesResponseSchema, type LocationTreeNode, locationTreeResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { apiQuery, readBrowseFilters } from "../lib/browse-query";

function flatten(nodes: LocationTreeNode[], prefix = ""): { path: string; name: string }[] {
  return nodes.flatMap((n) => [
    { path: n.path, name: `${prefix}${n.name}` },
    ...flatten(n.children, `${prefix}\u00a0\u00a0`),
  ]);
}

/** Reads the page's filters and loads the first page of results (and the location list for the form). */
export async function loadBrowse(request: Request, context: Readonly<RouterContextProvider>, fixedLocation?: string) {
  const url = new URL(request.url);
  const filters = readBrowseFilters(url.searchParams, fixedLocation);
  const [result, tree] = await Promise.all([
    loadJson(context, `/api/classes?${apiQuery(filters)}`, classesResponseSchema),
    fixedLocation ? null : loadJsonOrNull(context, "/api/locations", locationTreeResponseSchema, [404]),
  ]);
  return { filters, result, locations: tree ? flatten(tree.data) : [] };
}
