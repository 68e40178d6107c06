import { describe, expect, it } from "vitest";
import type { ClassCardPage, ClassCardView } from "../../features/classes/lib/card-view";
import { forgeOfResults } from "./browse-forge.server";

const card = (venue: { id: number; name: string } | null) =>
  ({
    venue: venue && { ...venue, lat: 0, lng: 0, location: { name: "Portland" } },
  }) as unknown as ClassCardView;
const result = (...cards: ClassCardView[]): ClassCardPage => ({
  data: cards,
  meta: { next_cursor: null, total: cards.length },
});

describe("the forge of a venue-filtered page", () => {
  it("is named by the first class at that forge, with its place", () => {
    const r = result(card(null), card({ id: 4, name: "Cinder Works" }));
    expect(forgeOfResults(4, r)).toEqual({ id: 4, name: "Cinder Works", place: "Portland" });
  });

  it("is unknown from an empty page or one without that forge (the loader then asks the API)", () => {
    expect(forgeOfResults(4, result())).toBeNull();
    expect(forgeOfResults(4, result(card({ id: 5, name: "Other" })))).toBeNull();
  });
});
