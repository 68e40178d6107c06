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

function keyOf(f: ClassListFilters): string {
  return JSON.stringify([
    f.q ?? null,
    f.theme ?? null,
    f.location ?? null,
    f.level ?? null,
    f.from?.toISOString() ?? null,
    f.toExclusive?.toISOString() ?? null,
    f.priceMax ?? null,
    f.seats ?? false,
    f.instructorSlug ?? null,
  ]);
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
