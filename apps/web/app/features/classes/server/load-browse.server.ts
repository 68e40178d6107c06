import { classesResponseSchema, locationTreeResponseSchema } from "@guildforge/contracts";
import { type RouterContextProvider, redirect } from "react-router";
import { loadJson, loadJsonOrNull } from "../../../lib/server-api/api-json.server";
import { apiQuery, readBrowseFilters, withoutUnsetFilters } from "../lib/browse-query";
import { toCardPage } from "../lib/card-view";
import { locationOptions } from "../lib/location-options";

/** Reads the page's filters and loads the first page of results (and the location list for the form). */
export async function loadBrowse(request: Request, context: Readonly<RouterContextProvider>, fixedLocation?: string) {
  const url = new URL(request.url);
  // A form sent without JavaScript names every field: the page's URL keeps only those set (decision 523).
  const clean = withoutUnsetFilters(url.searchParams);
  if (clean !== null) throw redirect(`${url.pathname}${clean}`);
  const filters = readBrowseFilters(url.searchParams, fixedLocation);
  const [result, tree] = await Promise.all([
    loadJson(context, `/api/classes?${apiQuery(filters)}`, classesResponseSchema),
    fixedLocation ? null : loadJsonOrNull(context, "/api/locations", locationTreeResponseSchema, [404]),
  ]);
  return { filters, result: toCardPage(result), locations: tree ? locationOptions(tree.data) : [] };
}
