import type { ThemeSlug } from "@guildforge/contracts";
import type { CoverMotif } from "./article-covers.ts";

/** One seeded article: Markdown body, cover motif and hue, and how many days ago it was published. */
export interface SeedArticle {
  slug: string;
  title: string;
  summary: string;
  tags: string[];
  theme: ThemeSlug;
  motif: CoverMotif;
  hue: number;
  daysAgo: number;
  /** A draft is seeded unpublished (admins see it at /admin/articles). */
  draft?: boolean;
  markdown: string;
}
