import { classRequestListResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";
import { REQUESTS_PAGE_SIZE, readRequestFilters, requestApiQuery } from "../lib/request-query";

/** Reads /class-requests's URL filters and loads that page with the visitor's cookie (their votes). */
export async function loadClassRequests(request: Request, context: Readonly<RouterContextProvider>) {
  const filters = readRequestFilters(new URL(request.url).searchParams);
  const result = await loadJson(
    context,
    `/api/class-requests?${requestApiQuery(filters, REQUESTS_PAGE_SIZE)}`,
    classRequestListResponseSchema,
  );
  return { filters, result };
}
