import type { LocationTreeNode } from "@guildforge/contracts";
import { describe, expect, it } from "vitest";
import { groupedLocations, locationOptions } from "./location-options";

const node = (path: string, name: string, children: LocationTreeNode[] = []) =>
  ({ path, name, children }) as unknown as LocationTreeNode;

describe("location options", () => {
  const tree = [
    node("us", "United States", [node("us/oregon", "Oregon", [node("us/oregon/portland", "Portland")])]),
    node("gb", "United Kingdom", [node("gb/england", "England")]),
  ];

  it("names places by themselves and their parent, never padded with spaces", () => {
    const options = locationOptions(tree);
    expect(options.map((o) => o.name)).toEqual([
      "All of United States",
      "Oregon",
      "Portland, Oregon",
      "All of United Kingdom",
      "England",
    ]);
    for (const o of options) expect(o.name).toBe(o.name.trim().replace(/\u00a0/g, "!"));
  });

  it("groups them by country in order", () => {
    expect(groupedLocations(locationOptions(tree)).map(([g, os]) => [g, os.map((o) => o.path)])).toEqual([
      ["United States", ["us", "us/oregon", "us/oregon/portland"]],
      ["United Kingdom", ["gb", "gb/england"]],
    ]);
  });
});
