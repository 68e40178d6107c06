import {
  classUrl,
  formatPrice,
  type InstructorClass,
  type InstructorSummary,
  type ThemeSlug,
  themeSlugs,
} from "@guildforge/contracts";
import type { ListPage } from "../../platform/pagination.ts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { InstructorRow, NextClassRow } from "./instructors.repository.ts";

export function presentInstructorClass(c: NextClassRow): InstructorClass {
  return {
    id: Number(c.id),
    title: c.title,
    url: classUrl(Number(c.id), c.slug),
    starts_at: new Date(c.starts_at).toISOString(),
    time_zone: c.time_zone,
    city: c.city,
    price_cents: c.price_cents,
    currency: c.currency,
    price: formatPrice(c.price_cents, c.currency),
    seats_left: Math.max(0, c.capacity - c.seats_taken),
  };
}

/** `next` holds this instructor's soonest upcoming classes (each row carries their upcoming count). */
export function presentInstructor(r: InstructorRow, next: NextClassRow[] = []): InstructorSummary {
  return {
    id: r.id,
    name: r.name,
    slug: r.slug,
    bio: r.bio,
    avatar_url: optionalUploadUrl(r.avatarPath),
    home_location: r.homeLocation,
    themes: r.themes.filter((t): t is ThemeSlug => (themeSlugs as readonly string[]).includes(t)),
    url: `/users/${r.slug}`,
    upcoming_classes_count: next[0] ? Number(next[0].upcoming_count) : 0,
    next_classes: next.map(presentInstructorClass),
  };
}

/** GET /api/instructors: `{ data, meta: { next_cursor, total } }`; `next` is every instructor's soonest classes. */
export function presentInstructorsPage(page: ListPage<InstructorRow>, next: NextClassRow[]) {
  const byInstructor = Map.groupBy(next, (c) => Number(c.instructor_id));
  return {
    data: page.rows.map((r) => presentInstructor(r, byInstructor.get(r.id))),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}
