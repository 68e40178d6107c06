import type { LocationTreeNode } from "@guildforge/contracts";

/** One place in the browse form's location select: grouped by country, named without indentation. */
export interface LocationOption {
  path: string;
  /** "Portland, Oregon"; a country itself reads "All of United States". */
  name: string;
  /** The country the option sits under (the select's optgroup). */
  group: string;
  /** Set on a country's own option: the country, for the page to say "All of {country}" in its language. */
  allOf?: string;
}

/**
 * The location tree as select options (decision 363): one group per country, each place named by
 * itself and its parent ("Portland, Oregon") instead of being pushed right by spaces, which
 * screen readers announce and narrow selects clip.
 */
export function locationOptions(tree: readonly LocationTreeNode[]): LocationOption[] {
  const out: LocationOption[] = [];
  const walk = (nodes: readonly LocationTreeNode[], group: string, parent: string | null) => {
    for (const n of nodes) {
      out.push({ path: n.path, name: parent ? `${n.name}, ${parent}` : n.name, group });
      walk(n.children, group, n.name);
    }
  };
  for (const country of tree) {
    out.push({ path: country.path, name: `All of ${country.name}`, group: country.name, allOf: country.name });
    walk(country.children, country.name, null);
  }
  return out;
}

/** The options in their groups, in order. */
export function groupedLocations(options: readonly LocationOption[]): [string, LocationOption[]][] {
  const groups = new Map<string, LocationOption[]>();
  for (const o of options) groups.set(o.group, [...(groups.get(o.group) ?? []), o]);
  return [...groups.entries()];
}
