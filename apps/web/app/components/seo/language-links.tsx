import { useLocation, useMatches, useRouteLoaderData } from "react-router";
import { isLanguage, type PageLanguage } from "../../lib/i18n/languages";
import { pageLinks } from "../../lib/i18n/page-links";

/** A route's `handle.canonicalQuery`: the query parameters that make another page (`?venue=7`). */
export interface CanonicalQueryHandle {
  canonicalQuery: readonly string[];
}

/**
 * Every page's canonical, `og:url` and hreflang alternates (issue 39), in the document's head (root
 * Layout): one place for all pages, so no route writes its own. The canonical is the page in the
 * language it is written in; the alternates name it in English, German, French and x-default.
 */
export function LanguageLinks() {
  const root = useRouteLoaderData("root") as { language?: PageLanguage; origin?: string } | undefined;
  const { pathname, search } = useLocation();
  const matches = useMatches();
  if (!root?.origin) return null;
  const keepQuery = matches.flatMap(
    (m) => (m.handle as Partial<CanonicalQueryHandle> | undefined)?.canonicalQuery ?? [],
  );
  const language = isLanguage(root.language) ? root.language : "en";
  const links = pageLinks({ origin: root.origin, pathname, search, keepQuery, language });
  return (
    <>
      <link rel="canonical" href={links.canonical} />
      <meta property="og:url" content={links.canonical} />
      {links.alternates.map((a) => (
        <link key={a.hreflang} rel="alternate" hrefLang={a.hreflang} href={a.href} />
      ))}
    </>
  );
}
