import type { LocationTreeNode } from "@guildforge/contracts";

/** One place the forge form offers, grouped under its country. */
export interface LocationOption {
  path: string;
  label: string;
  lat: number | null;
  lng: number | null;
  /** What it is: a country, a region or a city (how close the map starts). */
  kind: LocationTreeNode["kind"];
  /** The country as a whole (the form says so in the reader's language: "Germany (whole country)"). */
  whole?: true;
}
export interface LocationGroup {
  country: string;
  options: LocationOption[];
}

/**
 * GET /api/locations's tree -> one group per country: the country itself (`whole`), then each region and
 * city labelled by its ancestors below the country ("Oregon › Portland"), alphabetical. Labels are the
 * places' names only: the words around them are the page's.
 */
export function locationGroups(tree: LocationTreeNode[]): LocationGroup[] {
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return [...tree].sort(byName).map((country) => {
    const options: LocationOption[] = [];
    const walk = (nodes: LocationTreeNode[], trail: string[]) => {
      for (const n of [...nodes].sort(byName)) {
        options.push({ path: n.path, label: [...trail, n.name].join(" › "), lat: n.lat, lng: n.lng, kind: n.kind });
        walk(n.children, [...trail, n.name]);
      }
    };
    walk(country.children, []);
    return {
      country: country.name,
      options: [
        {
          path: country.path,
          label: country.name,
          lat: country.lat,
          lng: country.lng,
          kind: country.kind,
          whole: true,
        },
        ...options,
      ],
    };
  });
}
