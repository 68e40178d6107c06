import type { ThemeSlug } from "@guildforge/contracts";
import { SpriteIcon, type SpriteIconName } from "../icons/sprite";

const icons: Record<ThemeSlug, SpriteIconName> = {
  "tool-making": "hammer",
  horseshoeing: "anvil",
  "knife-making": "sword",
  "functional-items": "utensils",
  "decorative-ironwork": "flower-2",
  "jewelry-small-items": "gem",
};

export function ThemeIcon({ slug, className }: { slug: ThemeSlug; className?: string }) {
  return <SpriteIcon name={icons[slug]} className={className} />;
}
