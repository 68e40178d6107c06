import type { ClassCardView } from "../lib/card-view";
import { ClassCard } from "./class-card";

/**
 * Class cards in a responsive grid (a list for screen readers). `firstIsHero`: the grid opens the
 * page, so the first cover in it (the first card's, or the next card's when a class has no cover
 * yet) is its largest paint and loads with high priority. `besideSidebar`:
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
  const hero = firstIsHero ? items.findIndex((item) => item.cover) : -1;
  return (
    <ul
      className={
        besideSidebar ? "grid gap-6 sm:grid-cols-2 xl:grid-cols-3" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      }
    >
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          <div className="w-full">
            <ClassCard item={item} headingLevel={headingLevel} priority={index === hero} />
          </div>
        </li>
      ))}
    </ul>
  );
}
