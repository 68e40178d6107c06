import { articleResponseSchema } from "@guildforge/contracts";
import { msg } from "@lingui/core/macro";
import { data, type RouterContextProvider } from "react-router";
import { serverI18n } from "../../../lib/i18n/server-i18n.server";
import { loadJsonOrNull } from "../../../lib/server-api/api-json.server";

/** /articles/{slug}: one published article (an unknown slug is the page's 404, said in the page's language). */
export async function loadArticle(context: Readonly<RouterContextProvider>, slug: string) {
  const found = await loadJsonOrNull(
    context,
    `/api/articles/${encodeURIComponent(slug)}`,
    articleResponseSchema,
    [404],
  );
  if (!found) {
    const i18n = await serverI18n(context, ["articles"]);
    throw data({ message: i18n._(msg`This article does not exist or is no longer published.`) }, { status: 404 });
  }
  return found.data;
}
