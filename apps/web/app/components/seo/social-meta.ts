import type { MetaDescriptor } from "react-router";
import { pageMeta } from "./page-meta";

export interface SocialMetaInput {
  title: string;
  description: string;
  /** Absolute image URL for previews. */
  image?: string | null;
  type?: "website" | "article" | "profile";
  noindex?: boolean;
  /** schema.org data, rendered as <script type="application/ld+json"> (data, not script). */
  jsonLd?: Record<string, unknown>;
}

/**
 * pageMeta plus og:type/image and Twitter card tags, and optional JSON-LD. The canonical link and
 * og:url are every page's, in its language, from the root Layout (language-links.tsx).
 */
export function socialMeta(input: SocialMetaInput): MetaDescriptor[] {
  const base = pageMeta(input.title, input.description, { noindex: input.noindex });
  const title = base.find((m) => "title" in m) as { title: string } | undefined;
  return [
    ...base,
    { property: "og:type", content: input.type ?? "website" },
    ...(input.image ? [{ property: "og:image", content: input.image }] : []),
    { name: "twitter:card", content: input.image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title?.title ?? input.title },
    { name: "twitter:description", content: input.description },
    ...(input.image ? [{ name: "twitter:image", content: input.image }] : []),
    ...(input.jsonLd ? [{ "script:ld+json": input.jsonLd }] : []),
  ];
}

/** The origin to build absolute URLs from, taken from the request a loader serves. */
export function requestOrigin(request: Request): string {
  return new URL(request.url).origin;
}
