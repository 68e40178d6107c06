import type { SeedArticle } from "./seed-article.ts";

/** Unpublished: shows admins what a draft looks like at /admin/articles. */
export const drafts: SeedArticle[] = [
  {
    slug: "reading-heat-colours",
    title: "Reading heat colours in the forge",
    summary: "From dull red to bright yellow: what each colour tells you about the steel, and why the light matters.",
    tags: ["techniques", "steel"],
    theme: "tool-making",
    motif: "hammer",
    hue: 18,
    daysAgo: 0,
    draft: true,
    markdown: `Smiths judge temperature by colour, and the first thing to learn is that colour depends on the light around you. Work in shade, away from direct sun, and you will see the colours the same way every day.

## The scale

- **Dull red**: around 650 °C. Too cold for heavy forging; fine for light straightening.
- **Cherry red**: around 750 °C. The colour for normalising and, for many simple steels, hardening.
- **Orange**: around 900 to 1000 °C. Good general forging heat.
- **Yellow**: around 1100 °C. Heavy forging and drawing out.

Notes to finish: pictures of each colour under shop light.`,
  },
];
