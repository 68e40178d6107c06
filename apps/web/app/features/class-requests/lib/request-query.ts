import { classRequestSorts } from "@guildforge/contracts";
import { themes } from "@guildforge/contracts/theme-list";

/** The /class-requests filters as they live in the page URL (a plain GET form, shareable). */
export interface RequestFilters {
  sort: string;
  theme: string;
  location: string;
  cursor: string;
}

/** Cards per page on /class-requests. */
export const REQUESTS_PAGE_SIZE = 12;

const themeSlugs: readonly string[] = themes.map((t) => t.slug);
const sorts: readonly string[] = classRequestSorts;

/** Reads the page URL, dropping values the API would refuse (a bad link still shows results). */
export function readRequestFilters(params: URLSearchParams): RequestFilters {
  const get = (k: string) => (params.get(k) ?? "").trim();
  return {
    sort: sorts.includes(get("sort")) ? get("sort") : "votes",
    theme: themeSlugs.includes(get("theme")) ? get("theme") : "",
    location: get("location").slice(0, 120),
    cursor: get("cursor").slice(0, 200),
  };
}

/** The GET /api/class-requests query for these filters. */
export function requestApiQuery(f: RequestFilters, limit = 12): string {
  const p = new URLSearchParams();
  p.set("sort", f.sort || "votes");
  if (f.theme) p.set("theme", f.theme);
  if (f.location) p.set("location", f.location);
  if (f.cursor) p.set("cursor", f.cursor);
  p.set("limit", String(limit));
  return p.toString();
}

/** The page URL query for these filters with some changed ("votes" is the default, left out). */
export function requestPageQuery(f: RequestFilters, change: Partial<RequestFilters> = {}): string {
  const next = { ...f, ...change };
  const p = new URLSearchParams();
  if (next.sort && next.sort !== "votes") p.set("sort", next.sort);
  if (next.theme) p.set("theme", next.theme);
  if (next.location) p.set("location", next.location);
  if (next.cursor) p.set("cursor", next.cursor);
  const s = p.toString();
  return s ? `?${s}` : "";
}
