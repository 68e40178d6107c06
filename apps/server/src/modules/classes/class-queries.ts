import { type SQL, sql } from "drizzle-orm";

/**
 * SQL pieces shared by the class read queries: the card's columns (one row per class with its
 * sessions aggregated, so a page is one query) and the joins they need.
 */
export const cardColumns = sql`
  c.id::int as id, c.slug, c.title, c.summary, c.theme, c.skill_level, c.status, c.capacity, c.seats_taken,
  c.price_cents, c.currency, c.min_age, c.starts_at, c.ends_at, c.safety_version, c.cover,
  c.published_at, c.instructor_id::int as instructor_id, c.venue_id::int as venue_id,
  u.name as instructor_name, u.slug as instructor_slug, u.avatar_path as instructor_avatar,
  v.name as venue_name, v.slug as venue_slug, v.lat as venue_lat, v.lng as venue_lng, v.owner_id::int as venue_owner_id,
  l.id::int as location_id, l.path as location_path, l.name as location_name, l.kind as location_kind,
  l.time_zone as location_time_zone,
  coalesce((select json_agg(json_build_object('id', s.id::int, 'starts_at', s.starts_at, 'ends_at', s.ends_at) order by s.starts_at, s.id)
    from class_sessions s where s.class_id = c.id), '[]'::json) as sessions`;

export const cardJoins = sql`
  from classes c
  join users u on u.id = c.instructor_id
  left join venues v on v.id = c.venue_id
  left join locations l on l.id = v.location_id`;

/** Great-circle distance in km from (lat, lng) to the venue (haversine). */
export function distanceKm(lat: number, lng: number): SQL {
  return sql`(12742 * asin(sqrt(
    power(sin(radians(v.lat - ${lat}::float8) / 2), 2) +
    cos(radians(${lat}::float8)) * cos(radians(v.lat)) * power(sin(radians(v.lng - ${lng}::float8) / 2), 2))))`;
}

/** A location path and everything under it. */
export function inSubtree(column: SQL, path: string): SQL {
  return sql`(${column} = ${path} or ${column} like ${`${path}/%`})`;
}

/** Published classes that have not finished: what the public lists show. */
export const publicUpcoming = sql`c.status = 'published' and c.ends_at >= now()`;

export interface CardRow {
  id: number;
  slug: string;
  title: string;
  summary: string;
  theme: string;
  skill_level: string;
  status: string;
  capacity: number;
  seats_taken: number;
  price_cents: number;
  currency: string;
  min_age: number;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  safety_version: number;
  cover: unknown;
  published_at: string | Date | null;
  instructor_id: number;
  venue_id: number | null;
  instructor_name: string;
  instructor_slug: string;
  instructor_avatar: string | null;
  venue_name: string | null;
  venue_slug: string | null;
  venue_lat: number | null;
  venue_lng: number | null;
  venue_owner_id: number | null;
  location_id: number | null;
  location_path: string | null;
  location_name: string | null;
  location_kind: string | null;
  location_time_zone: string | null;
  sessions: unknown;
  distance_km?: number | null;
  sort_value?: unknown;
}
