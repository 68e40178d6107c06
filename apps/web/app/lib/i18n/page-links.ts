import { defaultLanguage, type Language, languages } from "./languages";
import { localizedPath, pathWithoutLanguage } from "./negotiate";

export interface PageLinks {
  /** The page's URL in the language it is written in (an unprefixed URL served in German: `/de/...`). */
  canonical: string;
  /** The same page in every language, and `x-default` (the unprefixed URL, which negotiates). */
  alternates: { hreflang: Language | "x-default"; href: string }[];
}

/**
 * The canonical and hreflang URLs of a page (issue 39): one per language, from the page's path
 * without its prefix. Only the query parameters a route names as part of the page (`handle.canonicalQuery`:
 * a forge filter, an article tag) are kept; the others (paging, sorting, search text) are the same page.
 */
export function pageLinks(input: {
  origin: string;
  pathname: string;
  search: string;
  keepQuery: readonly string[];
  language: Language;
}): PageLinks {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(input.search))
    if (input.keepQuery.includes(name)) kept.append(name, value);
  const query = kept.size ? `?${kept}` : "";
  const bare = pathWithoutLanguage(input.pathname);
  const url = (language: Language) => `${input.origin}${localizedPath(bare, language)}${query}`;
  return {
    canonical: url(input.language),
    alternates: [
      ...languages.map((language) => ({ hreflang: language, href: url(language) })),
      { hreflang: "x-default" as const, href: url(defaultLanguage) },
    ],
  };
}
