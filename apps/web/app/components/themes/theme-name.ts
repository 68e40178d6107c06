import { type ThemeSlug, themes } from "@guildforge/contracts/theme-list";

/** The display name of a theme slug ("knife-making" -> "Knife making"). */
export function themeName(slug: ThemeSlug): string {
  return themes.find((t) => t.slug === slug)?.name ?? slug;
}
