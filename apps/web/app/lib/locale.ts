import { useContext } from "react";
import { UNSAFE_DataRouterDataContext } from "react-router";

/** The locale pages are written in when the visitor's browser names none we can use. */
export const defaultLocale = "en-US";

/**
 * The viewer's locale from an Accept-Language header: the first tag Intl supports ("en-GB,en;q=0.8"
 * -> "en-GB"). The server renders with it and the browser hydrates with the same value (the root
 * loader passes it down), so dates print the same on both sides.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): string {
  const tags = (header ?? "")
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.q > 0 && /^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$/.test(t.tag))
    .sort((a, b) => b.q - a.q);
  for (const { tag } of tags) {
    try {
      const [supported] = Intl.DateTimeFormat.supportedLocalesOf(tag);
      if (supported) return supported;
    } catch {
      // An invalid tag: try the next one.
    }
  }
  return defaultLocale;
}

/**
 * The formatting locale for a page written in `language`: the browser's own tag when it is of that
 * language ("de" + "de-AT,de;q=0.9" -> "de-AT", so dates read as in Austria), else the language
 * itself (English keeps "en-US" as before).
 */
export function formatLocaleFor(language: string, acceptLanguage: string | null | undefined): string {
  if (language === "pseudo") return defaultLocale;
  const fromBrowser = localeFromAcceptLanguage(
    (acceptLanguage ?? "")
      .split(",")
      .filter((part) => part.trim().toLowerCase().split(/[-;]/)[0] === language)
      .join(","),
  );
  if (fromBrowser !== defaultLocale || language === "en") return fromBrowser;
  return language;
}

/**
 * The viewer's locale (root loader data), for the formatters in format-date.ts. Outside a data
 * router (a component rendered alone in a unit test) there is no root data: the default locale.
 */
export function useLocale(): string {
  // The router data context (what useRouteLoaderData reads) is simply absent outside a data router.
  const state = useContext(UNSAFE_DataRouterDataContext);
  const root = state?.loaderData.root as { locale?: string } | undefined;
  return root?.locale ?? defaultLocale;
}
