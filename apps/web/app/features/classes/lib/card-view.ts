import type { ClassCard } from "@guildforge/contracts";

/**
 * What a class card (and the browse map) reads of a class: the only class fields a list page's
 * loader data carries to the browser. The API's list item holds twice as much (summary, capacity,
 * sessions, the instructor's and venue's refs...), which the page's HTML would repeat in its
 * hydration data for nothing: keeping each page's HTML small keeps it inside the first round trip
 * of a slow connection (decision 484).
 */
export interface ClassCardView {
  id: number;
  url: string;
  title: string;
  theme: ClassCard["theme"];
  skill_level: ClassCard["skill_level"];
  status: ClassCard["status"];
  seats_left: number;
  price: string;
  price_cents: number;
  currency: string;
  starts_at: string | null;
  time_zone: string | null;
  distance_km: number | null;
  session_count: number;
  cover: { url: string; srcset: string; width: number; height: number } | null;
  instructor: { name: string };
  venue: { id: number; name: string; lat: number; lng: number; location: { name: string } } | null;
}

export function toCardView(c: ClassCard): ClassCardView {
  return {
    id: c.id,
    url: c.url,
    title: c.title,
    theme: c.theme,
    skill_level: c.skill_level,
    status: c.status,
    seats_left: c.seats_left,
    price: c.price,
    price_cents: c.price_cents,
    currency: c.currency,
    starts_at: c.starts_at,
    time_zone: c.time_zone,
    distance_km: c.distance_km,
    session_count: c.sessions.length,
    cover: c.cover && { url: c.cover.url, srcset: c.cover.srcset, width: c.cover.width, height: c.cover.height },
    instructor: { name: c.instructor.name },
    venue: c.venue && {
      id: c.venue.id,
      name: c.venue.name,
      lat: c.venue.lat,
      lng: c.venue.lng,
      location: { name: c.venue.location.name },
    },
  };
}

/** A page of class cards: the API's list response with each item reduced to its card. */
export function toCardPage<M>(page: { data: ClassCard[]; meta: M }): { data: ClassCardView[]; meta: M } {
  return { data: page.data.map(toCardView), meta: page.meta };
}

/** The browse list's first page as the loader carries it (and as "Load more" appends to it). */
export interface ClassCardPage {
  data: ClassCardView[];
  meta: { next_cursor: string | null; total: number };
}
