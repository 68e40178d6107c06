import { articleResponseSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /articles/{slug}: one published article (an unknown slug is the page's 404). */
export async function loadArticle(context: Readonly<RouterContextProvider>, slug: string) {
  const { data } = await loadJson(context, `/api/articles/${encodeURIComponent(slug)}`, articleResponseSchema);
  return data;
}
