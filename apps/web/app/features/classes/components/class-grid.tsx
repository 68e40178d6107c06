import type { ClassCard as ClassCardData } from "@guildforge/contracts";
import { ClassCard } from "./class-card";

/** Class cards in a responsive grid (a list for screen readers). */
export function ClassGrid({ items, headingLevel }: { items: ClassCardData[]; headingLevel?: "h2" | "h3" }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.id} className="flex">
          <div className="w-full">
            <ClassCard item={item} headingLevel={headingLevel} />
          </div>
        </li>
      ))}
    </ul>
  );
}
