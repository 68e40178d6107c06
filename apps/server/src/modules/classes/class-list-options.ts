import { type ClassesQuery, type ClassSort, instantYears } from "@guildforge/contracts";
import { type KeyKind, keysetCursor } from "../../platform/pagination.ts";
import type { ClassListFilters, ClassListOptions } from "./classes-read.repository.ts";

/** A date `to` is an inclusive UTC day: the bound is the next midnight; an instant is used as is. */
const dayEnd = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) ? new Date(Date.parse(`${v}T00:00:00Z`) + 86_400_000) : new Date(v);

const earliest = Date.UTC(instantYears.first, 0, 1);
const afterLatest = Date.UTC(instantYears.last + 1, 0, 1);

/**
 * A filter bound moved into the years a class can be stored in (decision 444): nothing exists
 * outside them, so the answer is the same, and PostgreSQL never sees a year it refuses (year 0
 * answered 500, found by the fuzz proof, seed 1518623179).
 */
const withinStoredYears = (d: Date) => new Date(Math.min(Math.max(d.getTime(), earliest), afterLatest));

/** The sort a browse query asks for: relevance needs `q`, nearest needs lat and lng; else soonest. */
export function resolveSort(q: ClassesQuery): ClassSort {
  if (q.sort === "relevance" && !q.q) return "soonest";
  if (q.sort === "nearest" && (q.lat === undefined || q.lng === undefined)) return "soonest";
  return q.sort ?? (q.q ? "relevance" : "soonest");
}

/** GET /api/classes's validated query as the repository's filters (also the count cache's key). */
export function listFilters(q: ClassesQuery): ClassListFilters {
  return {
    q: q.q || undefined,
    theme: q.theme,
    location: q.location,
    level: q.level,
    from: q.from ? withinStoredYears(new Date(q.from)) : undefined,
    toExclusive: q.to ? withinStoredYears(dayEnd(q.to)) : undefined,
    priceMax: q.price_max,
    currency: q.currency,
    seats: q.seats === "true" || q.seats === "1",
    instructorSlug: q.instructor,
    venueId: q.venue,
  };
}

/** What a cursor's sort value is for each sort: the dates are instants, the rest numbers (rank, price, km). */
export function sortKeyKind(sort: ClassSort): KeyKind {
  return sort === "soonest" || sort === "newest" ? "instant" : "number";
}

/** The repository's list options for a browse query: filters, sort, the cursor's position, limit. */
export function listOptions(q: ClassesQuery): ClassListOptions {
  const sort = resolveSort(q);
  return {
    filters: listFilters(q),
    sort,
    near: q.lat !== undefined && q.lng !== undefined ? { lat: q.lat, lng: q.lng } : undefined,
    after: q.cursor ? (keysetCursor.decode(q.cursor, sort, sortKeyKind(sort)) as ClassListOptions["after"]) : undefined,
    limit: q.limit,
  };
}
