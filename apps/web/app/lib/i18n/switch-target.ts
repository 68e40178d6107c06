import type { Language } from "./languages";
import { localizedPath } from "./negotiate";

const base = "http://guildforge.invalid";

/**
 * A same-site path and query the switcher may send the visitor back to (`/classes?q=knife`), or null
 * for anything else: another site (`https://…`, `//…`, `/\…`), a path that leaves this origin once
 * parsed, or one with control characters. Never an open redirect.
 */
export function sameSitePath(target: unknown): string | null {
  if (typeof target !== "string" || !target.startsWith("/")) return null;
  if (target.startsWith("//") || target.startsWith("/\\")) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point
  if (/[\u0000-\u001f\u007f]/.test(target)) return null;
  let url: URL;
  try {
    url = new URL(target, base);
  } catch {
    return null;
  }
  // "/a/..//evil.example" parses to the path "//evil.example": as a Location that is another site.
  if (url.origin !== base || url.pathname.startsWith("//")) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Where the language switcher (POST /language) sends the visitor: the same page in the chosen
 * language (`/de/classes?q=knife` + fr -> `/fr/classes?q=knife`; English is the unprefixed path),
 * or that language's home page when `redirect_to` is missing or not a same-site path.
 */
export function languageSwitchTarget(redirectTo: unknown, language: Language): string {
  const url = new URL(sameSitePath(redirectTo) ?? "/", base);
  return `${localizedPath(url.pathname, language)}${url.search}`;
}
