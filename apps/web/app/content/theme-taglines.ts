import type { ThemeSlug } from "@guildforge/contracts/theme-list";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";

/**
 * One line per theme in the reader's language (`i18n._`), for the home page's theme cards and the
 * learn pages: kept apart from the long guides (features/learn/theme-guides.ts) so the home page
 * does not download them.
 */
export const themeTaglineText: Record<ThemeSlug, MessageDescriptor> = {
  "tool-making": msg`Forge the punches, chisels and tongs every smith needs.`,
  horseshoeing: msg`The farrier's craft: hoof care and hand-forged shoes.`,
  "knife-making": msg`From bar stock to a sharp, heat-treated blade with a handle.`,
  "functional-items": msg`Hooks, hinges, fire tools and kitchenware for everyday use.`,
  "decorative-ironwork": msg`Leaves, scrolls and architectural pieces with an artist's eye.`,
  "jewelry-small-items": msg`Fine forging: rings, pendants and keepsakes in steel, copper and bronze.`,
};
