import { type I18n, type Messages, setupI18n } from "@lingui/core";
import { pseudoLanguage } from "./languages";

/** The root loader's data (serialised: its catalogs' type is looser than Lingui's `Messages`). */
type RootData = { language?: string; messages?: object } | undefined;

/**
 * A Lingui instance for a route's `meta` (which has no hooks): the page's language and the catalogs
 * the root loader sent, a new instance per call (never a shared one). Without loader data (the root
 * loader itself failed) the texts stay in English.
 */
export function metaI18n(rootData: RootData): I18n {
  const language = rootData?.language ?? "en";
  const locale = language === pseudoLanguage ? "en" : language;
  return setupI18n({
    locale,
    messages: { [locale]: Object.assign({}, ...(Object.values(rootData?.messages ?? {}) as Messages[])) },
  });
}
