import { roleApplicationStatusSchema, userApprovalsResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /admin/user-approvals: `?status=` filters (default pending). The admin guard is on the admin layout; the API checks the role again. */
export async function loadApprovals(request: Request, context: Readonly<RouterContextProvider>) {
  const raw = new URL(request.url).searchParams.get("status") ?? "pending";
  const parsed = roleApplicationStatusSchema.safeParse(raw);
  const status = parsed.success ? parsed.data : "all";
  const path = parsed.success ? `/api/admin/user-approvals?status=${status}` : "/api/admin/user-approvals";
  const { data } = await loadJson(context, path, userApprovalsResponseSchema);
  return { approvals: data, status };
}
