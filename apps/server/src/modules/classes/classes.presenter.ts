import {
  type ApplicationStatus,
  type ClassCard,
  type ClassDetail,
  classUrl,
  effectiveClassStatus,
  formatPrice,
  type ImageSet,
  type LocationKind,
  type SkillLevel,
  type ThemeSlug,
  type VenuePhoto,
} from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import type { ListPage } from "../../platform/pagination.ts";
import { optionalUploadUrl } from "../../platform/storage/upload-key.ts";
import type { CardRow } from "./class-queries.ts";
import { type ClassSubject, classesPolicy } from "./classes.policy.ts";
import type { DetailRow } from "./classes-read.repository.ts";

const iso = (v: string | Date | null | undefined): string | null => (v == null ? null : new Date(v).toISOString());

export function presentClassCard(r: CardRow): ClassCard {
  const sessions = (r.sessions as Array<{ id: number; starts_at: string; ends_at: string }>).map((s) => ({
    id: Number(s.id),
    starts_at: new Date(s.starts_at).toISOString(),
    ends_at: new Date(s.ends_at).toISOString(),
  }));
  return {
    id: r.id,
    url: classUrl(r.id, r.slug),
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    theme: r.theme as ThemeSlug,
    skill_level: r.skill_level as SkillLevel,
    // A class that ended reads as completed before the sweep stores it (decision 191).
    status: effectiveClassStatus(r.status, r.ends_at),
    capacity: r.capacity,
    seats_left: Math.max(0, r.capacity - r.seats_taken),
    price_cents: r.price_cents,
    currency: r.currency,
    price: formatPrice(r.price_cents, r.currency),
    min_age: r.min_age,
    sessions,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    time_zone: r.location_time_zone,
    safety_version: r.safety_version,
    cover: (r.cover as ImageSet | null) ?? null,
    instructor: {
      id: r.instructor_id,
      name: r.instructor_name,
      slug: r.instructor_slug,
      avatar_url: optionalUploadUrl(r.instructor_avatar),
    },
    venue:
      r.venue_id == null
        ? null
        : {
            id: r.venue_id,
            name: r.venue_name ?? "",
            slug: r.venue_slug ?? "",
            lat: Number(r.venue_lat),
            lng: Number(r.venue_lng),
            location: {
              id: r.location_id ?? 0,
              path: r.location_path ?? "",
              name: r.location_name ?? "",
              kind: (r.location_kind ?? "city") as LocationKind,
              time_zone: r.location_time_zone ?? "UTC",
            },
          },
    published_at: iso(r.published_at),
    distance_km: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
  };
}

/** What the classes table looks at in a read row. */
export const classSubject = (r: DetailRow): ClassSubject => ({
  instructorId: r.instructor_id,
  venueOwnerId: r.venue_owner_id,
  status: r.status,
  endsAt: r.ends_at,
  publishedAt: r.published_at,
});

/** The flags come from the classes table, the same rules the service enforces. */
export function presentClassDetail(r: DetailRow, extra: { related: CardRow[]; viewer: AuthUser | null }): ClassDetail {
  const card = presentClassCard(r);
  const v = r.venue_extra;
  return {
    ...card,
    description: r.description,
    included: r.included,
    bring: r.bring,
    safety_requirements: r.safety_requirements,
    auto_accept: r.auto_accept,
    application_deadline: iso(r.application_deadline) ?? card.starts_at,
    gallery: (r.gallery as ImageSet[] | null) ?? [],
    cancel_reason: r.cancel_reason,
    cancelled_at: iso(r.cancelled_at),
    my_withdrawn_at: r.my_application ? null : iso(r.my_withdrawn_at),
    venue:
      card.venue && v
        ? {
            ...card.venue,
            address: v.address,
            description: v.description,
            equipment: v.equipment,
            safety_gear: v.safety_gear,
            accessibility_notes: v.accessibility_notes,
            photos: (v.photos as VenuePhoto[] | null) ?? [],
            owner: { id: Number(v.owner.id), name: v.owner.name, slug: v.owner.slug },
            can_manage: classesPolicy.can(extra.viewer, "editForge", { ownerId: r.venue_owner_id }),
          }
        : null,
    instructor: { ...card.instructor, bio: r.instructor_bio, url: `/users/${r.instructor_slug}` },
    related: extra.related.map(presentClassCard),
    my_application: r.my_application
      ? {
          id: Number(r.my_application.id),
          status: r.my_application.status as ApplicationStatus,
          waitlist_position: r.my_application.waitlist_position ?? null,
          waitlist_size: r.my_application.waitlist_size ?? null,
        }
      : null,
    can_manage: classesPolicy.can(extra.viewer, "manage", classSubject(r)),
    calendar_url: `/api/classes/${r.id}/calendar.ics`,
    updated_at: new Date(r.updated_at).toISOString(),
  };
}

/** A page of class cards (browse, managed): `{ data, meta: { next_cursor, total } }`. */
export function presentClassCardPage(page: ListPage<CardRow>) {
  return { data: page.rows.map(presentClassCard), meta: { next_cursor: page.nextCursor, total: page.total } };
}
