import type { MetaDescriptor } from "react-router";

export const siteName = "Guildforge";
export const defaultDescription =
  "Find and book in-person blacksmithing classes: knife making, tool making, horseshoeing, decorative ironwork and more, taught by working smiths at real forges.";

/**
 * The page title in the site's template: "… · Guildforge"; a title that already names the site
 * ("About Guildforge", "Teach at Guildforge") stays as it is, so the brand is never said twice.
 */
export function pageTitle(title: string): string {
  return title.includes(siteName) ? title : `${title} · ${siteName}`;
}

/** Title, description and their Open Graph twins for one page. */
export function pageMeta(title: string, description: string, options: { noindex?: boolean } = {}): MetaDescriptor[] {
  const full = pageTitle(title);
  return [
    { title: full },
    { name: "description", content: description },
    { property: "og:title", content: full },
    { property: "og:description", content: description },
    { property: "og:site_name", content: siteName },
    ...(options.noindex ? [{ name: "robots", content: "noindex" }] : []),
  ];
}
