import type { ThemeSlug } from "@guildforge/contracts";
import { Anvil, Flower2, Gem, Hammer, type LucideIcon, Sword, Utensils } from "lucide-react";

const icons: Record<ThemeSlug, LucideIcon> = {
  "tool-making": Hammer,
  horseshoeing: Anvil,
  "knife-making": Sword,
  "functional-items": Utensils,
  "decorative-ironwork": Flower2,
  "jewelry-small-items": Gem,
};

export function ThemeIcon({ slug, className }: { slug: ThemeSlug; className?: string }) {
  const Icon = icons[slug];
  return <Icon className={className} aria-hidden="true" />;
}
