import { classesQuerySchema } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { keysetCursor } from "../../platform/pagination.ts";
import { listFilters, listOptions, resolveSort } from "./class-list-options.ts";

const query = (qs: string) => classesQuerySchema.parse(Object.fromEntries(new URLSearchParams(qs)));

describe("browse query -> repository options", () => {
  it("passes the forge id as a number filter, beside the others", () => {
    expect(listFilters(query("venue=12&theme=knife-making&level=beginner"))).toMatchObject({
      venueId: 12,
      theme: "knife-making",
      level: "beginner",
    });
    expect(listFilters(query("theme=knife-making")).venueId).toBeUndefined();
  });

  it("refuses a forge id that is not a positive whole number", () => {
    for (const bad of ["abc", "0", "-3", "1.5", "", "9007199254740993"]) {
      const parsed = classesQuerySchema.safeParse({ venue: bad });
      expect(parsed.success, `venue=${bad}`).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe("Choose a forge by its id (a whole number).");
    }
  });

  it("keeps the venue with a cursor of the same sort", () => {
    const cursor = keysetCursor.encode({ sort: "soonest", value: "2030-01-01T00:00:00.000Z", id: 7 });
    const options = listOptions(query(`venue=3&cursor=${cursor}&limit=2`));
    expect(options).toMatchObject({ sort: "soonest", limit: 2, filters: { venueId: 3 } });
    expect(options.after).toEqual({ sort: "soonest", value: "2030-01-01T00:00:00.000Z", id: 7 });
  });

  it("makes `to` an inclusive UTC day and resolves sorts that lack their inputs", () => {
    expect(listFilters(query("to=2030-01-01")).toExclusive?.toISOString()).toBe("2030-01-02T00:00:00.000Z");
    // Outside the storable years (decision 444) a bound moves to their edge: year 0 once answered 500.
    expect(listFilters(query("to=0000-02-29")).toExclusive?.toISOString()).toBe("2000-01-01T00:00:00.000Z");
    expect(listFilters(query("from=9999-12-31")).from?.toISOString()).toBe("2100-01-01T00:00:00.000Z");
    expect(resolveSort(query("sort=relevance"))).toBe("soonest");
    expect(resolveSort(query("sort=nearest&lat=1"))).toBe("soonest");
    expect(resolveSort(query("q=tongs"))).toBe("relevance");
  });
});
