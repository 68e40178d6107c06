import type { Messages } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import type { CatalogName } from "./catalogs";
import { languageContext } from "./language-context";
import type { PageLanguage } from "./languages";

/** Every compiled catalog, loaded on demand (the Lingui Vite plugin compiles a `.po` when it is imported). */
const catalogFiles = import.meta.glob<{ messages: Messages }>("../../locales/*/*.po");

/** What a loader adds to its data: `messages[catalog]` in the page's language (merged by AppI18nProvider). */
export interface RouteMessages {
  messages: Partial<Record<CatalogName, Messages>>;
}

export async function loadCatalogs(language: PageLanguage, names: readonly CatalogName[]): Promise<RouteMessages> {
  const entries = await Promise.all(
    names.map(async (name) => {
      const load = catalogFiles[`../../locales/${language}/${name}.po`];
      // A catalog with no message yet has no file: nothing to send.
      return [name, load ? (await load()).messages : {}] as const;
    }),
  );
  return { messages: Object.fromEntries(entries) };
}

/** The catalogs a route's page shows, in the language of this request (lib/i18n/language-context.ts). */
export function routeMessages(
  context: Readonly<RouterContextProvider>,
  names: readonly CatalogName[],
): Promise<RouteMessages> {
  return loadCatalogs(context.get(languageContext), names);
}
