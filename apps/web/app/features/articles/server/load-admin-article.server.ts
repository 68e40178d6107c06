import { adminArticleResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /admin/articles/{id}/edit: the article as the editor sees it (any status); an unknown id is the page's 404. */
export async function loadAdminArticle(context: Readonly<RouterContextProvider>, id: string) {
  const { data } = await loadJson(context, `/api/admin/articles/${encodeURIComponent(id)}`, adminArticleResponseSchema);
  return { article: data };
}
