import type { LocationKind, Venue } from "@guildforge/contracts";
import type { VenueRow } from "./venues.repository.ts";

export function presentVenue(v: VenueRow, canManage: boolean): Venue {
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
    can_manage: canManage,
  };
}
