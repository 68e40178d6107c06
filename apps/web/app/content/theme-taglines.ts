import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/** One line per theme, for the home page's theme cards: kept apart from the long guides so the home page does not download them. */
export const themeTaglines: Record<ThemeSlug, string> = {
  "tool-making": "Forge the punches, chisels and tongs every smith needs.",
  horseshoeing: "The farrier's craft: hoof care and hand-forged shoes.",
  "knife-making": "From bar stock to a sharp, heat-treated blade with a handle.",
  "functional-items": "Hooks, hinges, fire tools and kitchenware for everyday use.",
  "decorative-ironwork": "Leaves, scrolls and architectural pieces with an artist's eye.",
  "jewelry-small-items": "Fine forging: rings, pendants and keepsakes in steel, copper and bronze.",
};

/**
 * The same lines in the reader's language, for the theme cards (`i18n._`). The learn pages'
 * guides (theme-guides.ts) still read the English above until they are translated.
 */
export const themeTaglineText: Record<ThemeSlug, MessageDescriptor> = {
  "tool-making": msg`Forge the punches, chisels and tongs every smith needs.`,
  horseshoeing: msg`The farrier's craft: hoof care and hand-forged shoes.`,
  "knife-making": msg`From bar stock to a sharp, heat-treated blade with a handle.`,
  "functional-items": msg`Hooks, hinges, fire tools and kitchenware for everyday use.`,
  "decorative-ironwork": msg`Leaves, scrolls and architectural pieces with an artist's eye.`,
  "jewelry-small-items": msg`Fine forging: rings, pendants and keepsakes in steel, copper and bronze.`,
};
