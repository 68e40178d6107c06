import { type I18n, setupI18n } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import type { CatalogName } from "./catalogs";
import { languageContext } from "./language-context";
import { pseudoLanguage } from "./languages";
import { loadCatalogs, type RouteMessages } from "./messages.server";

/**
 * What a page's loader needs for its texts, in one call: the catalogs its page shows (`messages`,
 * returned with the loader's data for AppI18nProvider) and a Lingui instance for this request with
 * those and the shell's, for the texts the loader itself builds (the page's title and description).
 */
export async function pageI18n(
  context: Readonly<RouterContextProvider>,
  names: readonly CatalogName[],
): Promise<RouteMessages & { i18n: I18n }> {
  const language = context.get(languageContext);
  const [own, shell] = await Promise.all([loadCatalogs(language, names), loadCatalogs(language, ["shell"])]);
  const locale = language === pseudoLanguage ? "en" : language;
  const i18n = setupI18n({
    locale,
    messages: { [locale]: Object.assign({}, shell.messages.shell, ...Object.values(own.messages)) },
  });
  return { messages: own.messages, i18n };
}
