/** The page route patterns this app serves (the web build's), which vitals beacons may name. */
export interface KnownPages {
  set(patterns: ReadonlySet<string>): void;
  /** False for every route while no web build is served. */
  has(route: string): boolean;
  known(): ReadonlySet<string>;
}

/** An empty set until the web build's patterns are set (at start in production). */
export function knownPages(): KnownPages {
  let known: ReadonlySet<string> = new Set();
  return {
    set: (patterns) => {
      known = patterns;
    },
    has: (route) => known.has(route),
    known: () => known,
  };
}
