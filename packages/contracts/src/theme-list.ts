// Plain data, no zod: the browser's shell imports these without pulling in the schema library
// (package.json "sideEffects": false lets the bundler drop the unused schema modules; decision 044).

/** The six class themes of docs/product.md#product; slugs are its /learn/ paths. */
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
