import type { LocationKind, Venue } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import type { ListPage } from "../../platform/pagination.ts";
import { venuesPolicy } from "./venues.policy.ts";
import type { VenueRow } from "./venues.repository.ts";

/** `can_manage` comes from the venues table, the rule the service enforces. */
export function presentVenue(v: VenueRow, viewer: AuthUser | null): Venue {
  return {
    id: v.id,
    name: v.name,
    slug: v.slug,
    lat: Number(v.lat),
    lng: Number(v.lng),
    location: {
      id: v.location_id,
      path: v.location_path,
      name: v.location_name,
      kind: v.location_kind as LocationKind,
      time_zone: v.location_time_zone,
    },
    address: v.address,
    description: v.description,
    equipment: v.equipment,
    safety_gear: v.safety_gear,
    accessibility_notes: v.accessibility_notes,
    photos: (v.photos ?? []).map(({ url, srcset, width, height, alt, key }) => ({
      url,
      srcset,
      width,
      height,
      alt,
      key,
    })),
    owner: { id: v.owner_id, name: v.owner_name, slug: v.owner_slug },
    can_manage: venuesPolicy.can(viewer, "edit", v),
  };
}

/** GET /api/venues: `{ data, meta: { next_cursor, total } }`, each forge as `viewer` sees it. */
export function presentVenuesPage(page: ListPage<VenueRow>, viewer: AuthUser | null) {
  return {
    data: page.rows.map((v) => presentVenue(v, viewer)),
    meta: { next_cursor: page.nextCursor, total: page.total },
  };
}
