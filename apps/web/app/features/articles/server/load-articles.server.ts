import { articleListResponseSchema, articleTagSchema } from "@guildforge/contracts";
import type { RouterContextProvider } from "react-router";
import { loadJson } from "../../../lib/server-api/api-json.server";

/** /articles: one page of published articles (`?tag=&cursor=`), its tags and the next page's URL. */
export async function loadArticles(request: Request, context: Readonly<RouterContextProvider>) {
  const url = new URL(request.url);
  const parsedTag = articleTagSchema.safeParse(url.searchParams.get("tag") ?? undefined);
  const tag = parsedTag.success ? parsedTag.data : null;
  const cursor = url.searchParams.get("cursor");
  const query = new URLSearchParams({ limit: "12" });
  if (tag) query.set("tag", tag);
  if (cursor) query.set("cursor", cursor);
  const { data, meta } = await loadJson(context, `/api/articles?${query}`, articleListResponseSchema);
  const next = meta.next_cursor
    ? `/articles?${new URLSearchParams({ ...(tag ? { tag } : {}), cursor: meta.next_cursor })}`
    : null;
  return { articles: data, tags: meta.tags, total: meta.total, tag, next, paged: !!cursor };
}
