import { useLocation } from "react-router";
import { languageOfPath, localizedPath } from "./negotiate";

/**
 * Links that keep the page's URL language (issue 39): on a page under `/de` or `/fr` the header's,
 * footer's and main navigation's links lead to the same language's URLs (`/classes` ->
 * `/de/classes`); on an unprefixed page they stay as they are (the `lang` cookie, the account or the
 * browser then chooses the language).
 */
export function useLocalizedPath(): (to: string) => string {
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  return (to) => (language && to.startsWith("/") && !to.startsWith("//") ? localizedPath(to, language) : to);
}
