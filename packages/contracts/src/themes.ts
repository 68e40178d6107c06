import { z } from "zod";

/** The six class themes of SPEC s1; slugs are the SPEC's /learn/ paths. */
export const themes = [
  { slug: "tool-making", name: "Tool making" },
  { slug: "horseshoeing", name: "Horseshoeing" },
  { slug: "knife-making", name: "Knife making" },
  { slug: "functional-items", name: "Functional items" },
  { slug: "decorative-ironwork", name: "Decorative ironwork" },
  { slug: "jewelry-small-items", name: "Jewelry & small items" },
] as const;

export const themeSlugs = themes.map((t) => t.slug) as unknown as readonly [ThemeSlug, ...ThemeSlug[]];
export type ThemeSlug = (typeof themes)[number]["slug"];
export const themeSlugSchema = z.enum(themes.map((t) => t.slug) as [ThemeSlug, ...ThemeSlug[]]);
