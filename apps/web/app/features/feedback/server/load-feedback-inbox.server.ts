import { adminFeedbackListResponseSchema, feedbackKindSchema, feedbackStatusSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/**
 * /admin/feedback: `?kind=&status=&cursor=`, newest first, and `?item=` to open one. The admin guard is
 * on the admin layout; the API checks the role again.
 */
export async function loadFeedbackInbox(request: Request, context: Readonly<RouterContextProvider>) {
  const params = new URL(request.url).searchParams;
  const kind = feedbackKindSchema.safeParse(params.get("kind"));
  const status = feedbackStatusSchema.safeParse(params.get("status"));
  const query = new URLSearchParams();
  if (kind.success) query.set("kind", kind.data);
  if (status.success) query.set("status", status.data);
  const cursor = params.get("cursor");
  const apiQuery = new URLSearchParams(query);
  if (cursor) apiQuery.set("cursor", cursor);
  const { data, meta } = await loadJson(context, `/api/admin/feedback?${apiQuery}`, adminFeedbackListResponseSchema);
  const next = meta.next_cursor
    ? `?${new URLSearchParams({ ...Object.fromEntries(query), cursor: meta.next_cursor })}`
    : null;
  const focus = Number(params.get("item")) || null;
  return {
    items: data,
    total: meta.total,
    kind: kind.success ? kind.data : undefined,
    status: status.success ? status.data : undefined,
    next,
    focus,
  };
}
