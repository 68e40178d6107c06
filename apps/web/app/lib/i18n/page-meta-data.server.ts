import type { MessageDescriptor } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import type { CatalogName } from "./catalogs";
import { routeMessages } from "./messages.server";
import { serverI18n } from "./server-i18n.server";

/**
 * A page's catalogs (what it shows) and its title and description in the page's language, for a
 * loader to return and `translatedMeta` (page-meta-text.ts) to use: meta functions have no hooks.
 * The title and description are messages of the first catalog.
 */
export async function pageMetaData(
  context: Readonly<RouterContextProvider>,
  catalogs: readonly [CatalogName, ...CatalogName[]],
  title: MessageDescriptor,
  description: MessageDescriptor,
) {
  const [i18n, messages] = await Promise.all([serverI18n(context, catalogs), routeMessages(context, catalogs)]);
  return { ...messages, meta: { title: i18n._(title), description: i18n._(description) } };
}
