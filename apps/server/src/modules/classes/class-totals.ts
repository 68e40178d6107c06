import { LRUCache } from "lru-cache";
import type { Db } from "../../db/client.ts";
import type { ClassListFilters } from "./classes-read.repository.ts";

/** How long a browse result count is reused (decision 192). The rows of a page are always live. */
export const classTotalsTtlMs = 10_000;

export interface ClassTotals {
  /** The count for these filters: cached, or counted once however many requests ask at once. */
  get(filters: ClassListFilters, count: () => Promise<number>): Promise<number>;
  /** Forget every count (after a class is created, edited, published or cancelled here). */
  clear(): void;
}

/**
 * Every filter is part of the key: the record type names each one, so a filter added to
 * ClassListFilters and not here fails the type check instead of sharing another filter's count.
 */
function keyOf(f: ClassListFilters): string {
  const key: Record<keyof ClassListFilters, unknown> = {
    q: f.q ?? null,
    theme: f.theme ?? null,
    location: f.location ?? null,
    level: f.level ?? null,
    from: f.from?.toISOString() ?? null,
    toExclusive: f.toExclusive?.toISOString() ?? null,
    priceMax: f.priceMax ?? null,
    currency: f.currency ?? null,
    seats: f.seats ?? false,
    instructorSlug: f.instructorSlug ?? null,
    venueId: f.venueId ?? null,
  };
  return JSON.stringify(Object.values(key));
}

function createClassTotals(): ClassTotals {
  const cache = new LRUCache<string, number, () => Promise<number>>({
    max: 2000,
    ttl: classTotalsTtlMs,
    fetchMethod: (_key, _stale, { context }) => context(),
  });
  return {
    async get(filters, count) {
      return (await cache.fetch(keyOf(filters), { context: count })) as number;
    },
    clear: () => cache.clear(),
  };
}

// One cache per database, shared by every service instance of the app (the catalog and the class
// routes both build one), so a write through either clears the counts both serve.
const perDatabase = new WeakMap<Db, ClassTotals>();

export function classTotalsFor(db: Db): ClassTotals {
  let totals = perDatabase.get(db);
  if (!totals) {
    totals = createClassTotals();
    perDatabase.set(db, totals);
  }
  return totals;
}
