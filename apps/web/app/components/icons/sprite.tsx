import {
  Anvil,
  ArrowRight,
  CalendarDays,
  ChevronDown,
  Flower2,
  Gem,
  Hammer,
  type LucideIcon,
  MapPin,
  Sword,
  Users,
  Utensils,
} from "lucide-react";

/**
 * The icons that repeat on list pages (every class card carries three, every theme badge one):
 * drawn once per page in a sprite, referenced with `<use>` where they appear (decision 483). A
 * list of 12 class cards was ~28 KB of identical inline SVG paths the browser parsed before its
 * first paint. The set is fixed so that the server and the browser render the same sprite.
 */
export const spriteIcons = {
  anvil: Anvil,
  "arrow-right": ArrowRight,
  "calendar-days": CalendarDays,
  "chevron-down": ChevronDown,
  "flower-2": Flower2,
  gem: Gem,
  hammer: Hammer,
  "map-pin": MapPin,
  sword: Sword,
  users: Users,
  utensils: Utensils,
} satisfies Record<string, LucideIcon>;

export type SpriteIconName = keyof typeof spriteIcons;

const symbolId = (name: SpriteIconName) => `icon-${name}`;

/** The page's sprite: one `<symbol>` per icon of the set, rendered first in `<body>`, never shown itself. */
export function IconSprite() {
  return (
    <svg aria-hidden="true" focusable="false" className="absolute size-0 overflow-hidden" data-icon-sprite="">
      {(Object.entries(spriteIcons) as [SpriteIconName, LucideIcon][]).map(([name, Icon]) => (
        <symbol key={name} id={symbolId(name)} viewBox="0 0 24 24">
          <Icon />
        </symbol>
      ))}
    </svg>
  );
}

/**
 * A decorative icon of the sprite: the same box, classes and colour (`currentColor`) as the
 * lucide component it stands for, without its paths. Always hidden from assistive technology:
 * the text beside it says what it means.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
    >
      <use href={`#${symbolId(name)}`} />
    </svg>
  );
}
