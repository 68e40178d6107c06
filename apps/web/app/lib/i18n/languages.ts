/**
 * The languages Guildforge is written in (issue 39). English is the default: the SPEC's paths without a
 * prefix; German and French also have their own public URLs under `/de/...` and `/fr/...`.
 * "Language" here is what the texts are written in; the formatting locale (lib/locale.ts) may add a
 * region from the browser ("de" + "de-AT" -> dates as in Austria).
 */
export const languages = ["en", "de", "fr"] as const;
export type Language = (typeof languages)[number];
export const defaultLanguage: Language = "en";

/** Each language's name as its readers write it (the switcher shows these). */
export const languageNames: Record<Language, string> = { en: "English", de: "Deutsch", fr: "Français" };

/** The URL prefixes of the languages that have one (`/de`, `/fr`). */
export const prefixedLanguages = languages.filter((l) => l !== defaultLanguage);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The cookie a visitor's chosen language is kept in (the switcher sets it; the account setting wins). */
export const languageCookieName = "lang";

/**
 * What a page may be rendered in: a language, or the pseudo-locale (every text accented, "Ćĺàśśéś") that
 * the untranslated-text test renders every route in. Only a server started with I18N_PSEUDO=1 serves it.
 */
export type PageLanguage = Language | "pseudo";
export const pseudoLanguage = "pseudo";
