import type { Article } from "@guildforge/contracts";

/** schema.org `Article` for the article page (absolute URLs from the request's origin). */
export function articleJsonLd(a: Article, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Article",
    headline: a.title,
    description: a.summary,
    datePublished: a.published_at,
    dateModified: a.updated_at,
    author: { "@type": "Person", name: a.author.name, url: `${origin}/users/${a.author.slug}` },
    publisher: { "@type": "Organization", name: "Guildforge", url: origin },
    mainEntityOfPage: `${origin}/articles/${a.slug}`,
    ...(a.cover ? { image: `${origin}${a.cover.url}` } : {}),
    ...(a.tags.length ? { keywords: a.tags.join(", ") } : {}),
  };
}
