import { type PerformanceRange, performanceRanges, performanceResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /admin/performance?range=1h|24h|7d: every card's numbers through the in-process API. */
export async function loadPerformance(request: Request, context: Readonly<RouterContextProvider>) {
  const asked = new URL(request.url).searchParams.get("range");
  const range: PerformanceRange = performanceRanges.includes(asked as PerformanceRange)
    ? (asked as PerformanceRange)
    : "1h";
  const { data } = await loadJson(context, `/api/admin/performance?range=${range}`, performanceResponseSchema);
  return { report: data };
}
