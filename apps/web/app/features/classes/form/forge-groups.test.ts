import type { Venue } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { allForges, forgeGroups } from "./forge-groups";

const location = {
  id: 1,
  path: "us/or/portland",
  name: "Portland",
  kind: "city" as const,
  time_zone: "America/Los_Angeles",
};
const venue = (id: number, ownerId: number): Pick<Venue, "id" | "name" | "location" | "owner"> => ({
  id,
  name: `Forge ${id}`,
  location,
  owner: { id: ownerId, name: `Owner ${ownerId}`, slug: `owner-${ownerId}` },
});
const names = (groups: ReturnType<typeof forgeGroups>) => groups.map((g) => [g.label, g.forges.map((f) => f.id)]);

describe("forgeGroups", () => {
  it("puts the viewer's own forges first, then the ones they teach at", () => {
    const groups = forgeGroups([venue(1, 9), venue(2, 7), venue(3, 7)], { id: 7, roles: ["instructor"] });
    expect(names(groups)).toEqual([
      ["Your forges", [2, 3]],
      ["Forges you teach at", [1]],
    ]);
    expect(allForges(groups).map((f) => f.id)).toEqual([2, 3, 1]);
  });

  it("an admin's other forges are labelled as other hosts', not as taught at", () => {
    expect(names(forgeGroups([venue(1, 9), venue(2, 5)], { id: 5, roles: ["admin"] }))).toEqual([
      ["Your forges", [2]],
      ["Other hosts' forges (as an admin)", [1]],
    ]);
  });

  it("leaves out empty groups and adds a class's current forge when it is in neither", () => {
    expect(forgeGroups([], { id: 7, roles: ["instructor"] })).toEqual([]);
    const current = { id: 40, name: "Old Forge", location };
    expect(names(forgeGroups([venue(1, 9)], { id: 7, roles: ["instructor"] }, current))).toEqual([
      ["Forges you teach at", [1]],
      ["This class's current forge", [40]],
    ]);
    expect(names(forgeGroups([venue(40, 7)], { id: 7, roles: ["host"] }, current))).toEqual([["Your forges", [40]]]);
  });
});
