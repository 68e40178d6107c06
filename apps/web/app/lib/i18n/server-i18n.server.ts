import { type I18n, setupI18n } from "@lingui/core";
import type { RouterContextProvider } from "react-router";
import type { CatalogName } from "./catalogs";
import { languageContext } from "./language-context";
import { pseudoLanguage } from "./languages";
import { loadCatalogs } from "./messages.server";

/**
 * A Lingui instance for this request's language with the named catalogs, for texts a loader or an
 * action builds on the server (page titles and meta descriptions, flash messages): a new instance per
 * call, never a shared one. `i18n._(msg\`...\`)` translates a descriptor.
 */
export async function serverI18n(
  context: Readonly<RouterContextProvider>,
  names: readonly CatalogName[],
): Promise<I18n> {
  const language = context.get(languageContext);
  const { messages } = await loadCatalogs(language, names);
  const locale = language === pseudoLanguage ? "en" : language;
  return setupI18n({ locale, messages: { [locale]: Object.assign({}, ...Object.values(messages)) } });
}
