import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import { accessOf, definePolicy, isAdmin, ownerOrAdmin, rule } from "../../platform/authorize.ts";

/** What a forge rule looks at. */
export interface VenueSubject {
  owner_id: number;
}

const owner = (u: AuthUser, v: VenueSubject) => ownerOrAdmin(u, v.owner_id);

/**
 * The venues table (decision 210): hosts own forges; an instructor may create one they host
 * themselves (DOMAIN.md); the owner or an admin edits it and its photos; anyone reads.
 */
export const venueRules = {
  create: rule({ who: ["host", "instructor", "admin"] as Role[] }),
  /** `?mine=true`: one's own forges (an admin: all). */
  listMine: rule({}),
  edit: rule<VenueSubject>({ allow: owner, denied: "You can only edit your own forges." }),
  changePhotos: rule<VenueSubject>({ allow: owner, denied: "You can only change your own forges." }),
};

export const venuesPolicy = definePolicy(venueRules);
/** What each route declares as its access (decision 202). */
export const venuesAccess = accessOf(venueRules);

/** The owner filter of `?mine=true`: none for an admin (every forge). */
export const mineOwnerId = (u: AuthUser): number | undefined => (isAdmin(u) ? undefined : u.id);
