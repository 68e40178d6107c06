import { defaultLanguage, isLanguage, type Language, prefixedLanguages } from "./languages";

/** The language a URL names by its prefix (`/de/classes` -> "de"), or null for the SPEC's paths. */
export function languageOfPath(pathname: string): Language | null {
  const first = pathname.split("/")[1] ?? "";
  return (prefixedLanguages as readonly string[]).includes(first) ? (first as Language) : null;
}

/** The path without its language prefix (`/de/classes` -> `/classes`, `/de` -> `/`). */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (!language) return pathname;
  return pathname.slice(language.length + 1) || "/";
}

/** The same page in another language: `/classes` -> `/de/classes`; English is the SPEC's path. */
export function localizedPath(pathname: string, language: Language): string {
  const bare = pathWithoutLanguage(pathname);
  if (language === defaultLanguage) return bare;
  return bare === "/" ? `/${language}` : `/${language}${bare}`;
}

/** The languages of an Accept-Language header we write in, best first ("de-AT,fr;q=0.5" -> de, fr). */
export function languagesOfAcceptLanguage(header: string | null | undefined): Language[] {
  const ranked = (header ?? "")
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return {
        base: tag.trim().toLowerCase().split("-")[0] ?? "",
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((t) => t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  const found: Language[] = [];
  for (const { base } of ranked) if (isLanguage(base) && !found.includes(base)) found.push(base);
  return found;
}

export interface LanguageSignals {
  pathname: string;
  /** The signed-in user's account setting, when they chose one. */
  accountLanguage?: string | null;
  /** The `lang` cookie the switcher sets. */
  cookieLanguage?: string | null;
  acceptLanguage?: string | null;
}

/**
 * The language a page is written in (issue 39 point 3): the URL's prefix, then the account setting,
 * then the switcher's cookie, then the browser's Accept-Language, then English.
 */
export function negotiateLanguage(signals: LanguageSignals): Language {
  const fromPath = languageOfPath(signals.pathname);
  if (fromPath) return fromPath;
  if (isLanguage(signals.accountLanguage)) return signals.accountLanguage;
  if (isLanguage(signals.cookieLanguage)) return signals.cookieLanguage;
  return languagesOfAcceptLanguage(signals.acceptLanguage)[0] ?? defaultLanguage;
}
