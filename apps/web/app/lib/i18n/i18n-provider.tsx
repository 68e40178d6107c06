import type { Messages } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { type ReactNode, useMemo } from "react";
import { useMatches } from "react-router";
import { pseudoLanguage } from "./languages";
import { setupSeededI18n } from "./seeded-i18n";

type CatalogData = { messages?: Record<string, Messages> } | undefined;

/**
 * One Lingui instance per page render (issue 39 point 1): on the server a new one for every request,
 * never a module-level locale; in the browser a new one when the page's language or catalogs change.
 * Its messages are what the matched routes' loaders sent (lib/i18n/messages.server.ts), so the
 * browser hydrates with exactly the server's texts.
 */
export function AppI18nProvider({ language, children }: { language: string; children: ReactNode }) {
  const matches = useMatches();
  const catalogs = new Map<string, Messages>();
  for (const match of matches) {
    for (const [name, messages] of Object.entries((match.loaderData as CatalogData)?.messages ?? {}))
      catalogs.set(name, messages);
  }
  const key = `${language}:${[...catalogs.keys()].sort().join(",")}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a catalog's content is fixed for a language and build: the key names them all
  const i18n = useMemo(() => {
    // The pseudo-locale's texts follow English grammar (plural rules, Intl).
    const locale = language === pseudoLanguage ? "en" : language;
    return setupSeededI18n({ locale, messages: { [locale]: Object.assign({}, ...catalogs.values()) } }, language);
  }, [key]);
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
