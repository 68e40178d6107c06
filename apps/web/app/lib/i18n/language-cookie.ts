import { isLanguage, type Language, languageCookieName, pseudoLanguage } from "./languages";

/** The language the switcher stored in the `lang` cookie, if it is one we write in. */
export function languageFromCookie(cookieHeader: string | null | undefined): Language | null {
  const value = rawLanguageCookie(cookieHeader);
  return isLanguage(value) ? value : null;
}

/** Whether the cookie asks for the pseudo-locale (honoured only where I18N_PSEUDO=1: the root middleware). */
export function pseudoLanguageRequested(cookieHeader: string | null | undefined): boolean {
  return rawLanguageCookie(cookieHeader) === pseudoLanguage;
}

function rawLanguageCookie(cookieHeader: string | null | undefined): string | undefined {
  return new RegExp(`(?:^|;\\s*)${languageCookieName}=([^;]*)`).exec(cookieHeader ?? "")?.[1]?.trim();
}

/** A year-long, site-wide cookie with the visitor's choice (not a secret: readable, Lax). */
export function languageCookie(language: Language, secure: boolean): string {
  return `${languageCookieName}=${language}; Path=/; Max-Age=31536000; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Deletes the choice ("follow my browser" on the settings page): Accept-Language decides again. */
export function clearedLanguageCookie(secure: boolean): string {
  return `${languageCookieName}=; Path=/; Max-Age=0; SameSite=Lax${secure ? "; Secure" : ""}`;
}
