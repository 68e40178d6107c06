import { themes } from "@guildforge/contracts";

/** GET /api/themes: every theme in its order, with its upcoming class count (0 when none). */
export function presentThemes(counts: Map<string, number>) {
  return {
    data: themes.map((t) => ({
      slug: t.slug,
      name: t.name,
      url: `/learn/${t.slug}`,
      upcoming_classes_count: counts.get(t.slug) ?? 0,
    })),
  };
}
