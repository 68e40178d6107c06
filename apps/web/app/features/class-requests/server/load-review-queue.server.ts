import { adminClassRequestsResponseSchema, classRequestStatusSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/**
 * /admin/class-requests: `?status=` (default in_review), oldest first. The admin guard is on the
 * admin layout; the API checks the role again.
 */
export async function loadReviewQueue(request: Request, context: Readonly<RouterContextProvider>) {
  const raw = new URL(request.url).searchParams.get("status") ?? "in_review";
  const parsed = classRequestStatusSchema.safeParse(raw);
  const status = parsed.success ? parsed.data : "all";
  const path = parsed.success ? `/api/admin/class-requests?status=${status}` : "/api/admin/class-requests";
  const { data, meta } = await loadJson(context, path, adminClassRequestsResponseSchema);
  return { requests: data, total: meta.total, status };
}
