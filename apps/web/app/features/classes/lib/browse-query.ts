import { classSortValues } from "@guildforge/contracts/class-options";
import { skillLevels } from "@guildforge/contracts/skill-levels";
import { themes } from "@guildforge/contracts/theme-list";

/**
 * The browse filters as they live in the page URL (shareable, a plain GET form). The page URL
 * speaks people's units (max price in whole currency units); the API query speaks minor units.
 */
export interface BrowseFilters {
  q: string;
  theme: string;
  location: string;
  level: string;
  from: string;
  to: string;
  /** Whole currency units as typed ("120"), read in `currency` (decision 362). */
  price_max: string;
  /** ISO 4217 code ("GBP"): only classes priced in it; a maximum price needs one. */
  currency: string;
  seats: boolean;
  sort: string;
  lat: string;
  lng: string;
  /** One forge's classes: its id (decision 193). */
  venue: string;
  cursor: string;
}

const themeSlugs: readonly string[] = themes.map((t) => t.slug);
const levels: readonly string[] = skillLevels;
const sorts: readonly string[] = classSortValues;
const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
const isCoord = (s: string) => /^-?\d{1,3}(\.\d+)?$/.test(s);

/** Reads the page URL's filters, dropping values the API would refuse (so a bad link still shows results). */
export function readBrowseFilters(params: URLSearchParams, fixedLocation?: string): BrowseFilters {
  const get = (k: string) => (params.get(k) ?? "").trim();
  const price = get("price_max");
  return {
    q: get("q").slice(0, 200),
    theme: themeSlugs.includes(get("theme")) ? get("theme") : "",
    location: fixedLocation ?? (/^[a-z][a-z0-9-]*(\/[a-z][a-z0-9-]*)*$/.test(get("location")) ? get("location") : ""),
    level: levels.includes(get("level")) ? get("level") : "",
    from: isDate(get("from")) ? get("from") : "",
    to: isDate(get("to")) ? get("to") : "",
    price_max: /^\d{1,6}$/.test(price) ? price : "",
    currency: /^[A-Za-z]{3}$/.test(get("currency")) ? get("currency").toUpperCase() : "",
    seats: ["true", "1", "on"].includes(get("seats")),
    sort: sorts.includes(get("sort")) ? get("sort") : "",
    lat: isCoord(get("lat")) ? get("lat") : "",
    lng: isCoord(get("lng")) ? get("lng") : "",
    venue: /^[1-9]\d{0,14}$/.test(get("venue")) ? get("venue") : "",
    cursor: get("cursor").slice(0, 500),
  };
}

/** The GET /api/classes query for these filters. */
export function apiQuery(f: BrowseFilters, limit = 12): string {
  const p = new URLSearchParams();
  if (f.q) p.set("q", f.q);
  if (f.theme) p.set("theme", f.theme);
  if (f.location) p.set("location", f.location);
  if (f.level) p.set("level", f.level);
  if (f.from) p.set("from", f.from);
  if (f.to) p.set("to", f.to);
  // A maximum price is only ever read in one currency: without one it is not sent (the form says so).
  if (f.price_max && f.currency) p.set("price_max", String(Number(f.price_max) * 100));
  if (f.currency) p.set("currency", f.currency);
  if (f.seats) p.set("seats", "true");
  if (f.venue) p.set("venue", f.venue);
  const nearest = f.sort === "nearest" && f.lat && f.lng;
  if (f.sort && (f.sort !== "nearest" || nearest) && (f.sort !== "relevance" || f.q)) p.set("sort", f.sort);
  if (nearest) {
    p.set("lat", f.lat);
    p.set("lng", f.lng);
  }
  if (f.cursor) p.set("cursor", f.cursor);
  p.set("limit", String(limit));
  return p.toString();
}

/** The order the API uses when none is asked for: best match with a search, else soonest. */
export const defaultSort = (f: Pick<BrowseFilters, "q">) => (f.q ? "relevance" : "soonest");

/**
 * The page URL query for these filters with some changed: only the filters that are set (no
 * `?q=&theme=`, no sort that is the default anyway, decision 523); the location stays out when the
 * path fixes it.
 */
export function pageQuery(f: BrowseFilters, change: Partial<BrowseFilters> = {}, fixedLocation?: string): string {
  const next = { ...f, ...change };
  if (next.sort === defaultSort(next)) next.sort = "";
  const p = new URLSearchParams();
  for (const key of [
    "q",
    "theme",
    "location",
    "level",
    "from",
    "to",
    "price_max",
    "currency",
    "sort",
    "lat",
    "lng",
    "venue",
    "cursor",
  ] as const) {
    if (key === "location" && fixedLocation) continue;
    if (next[key]) p.set(key, next[key]);
  }
  if (next.seats) p.set("seats", "true");
  const s = p.toString();
  return s ? `?${s}` : "";
}

/** A maximum price typed without its currency: shown on the field, not sent (decision 362). */
export const priceNeedsCurrency = (f: BrowseFilters) => Boolean(f.price_max && !f.currency);

/** Which filters are set (for "clear this filter" suggestions and the count line). */
export function activeFilters(f: BrowseFilters, fixedLocation?: string): (keyof BrowseFilters)[] {
  const keys: (keyof BrowseFilters)[] = [
    "q",
    "theme",
    "location",
    "level",
    "from",
    "to",
    "price_max",
    "currency",
    "seats",
    "venue",
  ];
  return keys.filter((k) => (k === "location" && fixedLocation ? false : Boolean(f[k])));
}

/** The page URL query a submitted filter form asks for: the set filters only (the form sends every field). */
export function formPageQuery(data: Iterable<[string, FormDataEntryValue]>, fixedLocation?: string): string {
  const params = new URLSearchParams();
  for (const [key, value] of data) if (typeof value === "string") params.append(key, value);
  return pageQuery(readBrowseFilters(params, fixedLocation), {}, fixedLocation);
}

/**
 * The page URL without its empty parameters and a default sort (what a form sent without
 * JavaScript), or null when it has none: the loader redirects there (decision 523).
 * Other parameters, even ones the page does not read, stay as they are.
 */
export function withoutUnsetFilters(params: URLSearchParams): string | null {
  const next = new URLSearchParams();
  let dropped = false;
  const q = (params.get("q") ?? "").trim();
  for (const [key, value] of params) {
    const unset = value.trim() === "" || (key === "sort" && value === defaultSort({ q }));
    if (unset) dropped = true;
    else next.append(key, value);
  }
  if (!dropped) return null;
  const s = next.toString();
  return s ? `?${s}` : "";
}
