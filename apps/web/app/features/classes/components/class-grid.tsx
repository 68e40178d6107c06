import type { ClassCardView } from "../lib/card-view";
import { ClassCard } from "./class-card";

/**
 * Class cards in a responsive grid (a list for screen readers). `firstIsHero`: the grid opens the
 * page, so the first card's cover is its largest paint and loads with high priority. `besideSidebar`:
 * the grid shares a wide screen with a column of filters, so three cards fit only from 1280 px.
 */
export function ClassGrid({
  items,
  headingLevel,
  firstIsHero = false,
  besideSidebar = false,
}: {
  items: ClassCardView[];
  headingLevel?: "h2" | "h3";
  firstIsHero?: boolean;
  besideSidebar?: boolean;
}) {
  return (
    <ul
      className={
        besideSidebar ? "grid gap-6 sm:grid-cols-2 xl:grid-cols-3" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <div className="w-full">
            <ClassCard item={item} headingLevel={headingLevel} priority={firstIsHero && index === 0} />
          </div>
        </li>
      ))}
    </ul>
  );
}
