import { adminArticleListResponseSchema, articleStatusSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /admin/articles: `?status=` (default all). The admin guard is on the admin layout; the API checks the role again. */
export async function loadAdminArticles(request: Request, context: Readonly<RouterContextProvider>) {
  const parsed = articleStatusSchema.safeParse(new URL(request.url).searchParams.get("status"));
  const status = parsed.success ? parsed.data : "all";
  const path = parsed.success ? `/api/admin/articles?limit=50&status=${status}` : "/api/admin/articles?limit=50";
  const { data, meta } = await loadJson(context, path, adminArticleListResponseSchema);
  return { articles: data, total: meta.total, status };
}
