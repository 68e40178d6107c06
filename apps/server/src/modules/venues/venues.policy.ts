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
  /** `?mine=true`: one's own forges (an admin: all); `?teaching=true`: those one teaches at. */
  listMine: rule({}),
  edit: rule<VenueSubject>({
    allow: owner,
    denied: /*i18n*/ { id: "error.edit_own_forges", message: "You can only edit your own forges." },
  }),
  changePhotos: rule<VenueSubject>({
    allow: owner,
    denied: /*i18n*/ { id: "error.change_own_forges", message: "You can only change your own forges." },
  }),
};

export const venuesPolicy = definePolicy(venueRules);
/** What each route declares as its access (decision 202). */
export const venuesAccess = accessOf(venueRules);

/**
 * The relationship filters of `?mine=true` and `?teaching=true` (either one matches); none when an
 * admin asks for `mine` (every forge).
 */
export function forgeFilters(
  u: AuthUser,
  q: { mine: boolean; teaching: boolean },
): { ownerId?: number; teacherId?: number } {
  if (q.mine && isAdmin(u)) return {};
  return { ownerId: q.mine ? u.id : undefined, teacherId: q.teaching ? u.id : undefined };
}
