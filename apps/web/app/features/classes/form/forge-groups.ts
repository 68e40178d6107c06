import type { Role, Venue, VenueRef } from "@guildforge/contracts";

/** What the class form's forge picker needs of a forge. */
export type ForgeChoice = Pick<VenueRef, "id" | "name" | "location">;

export interface ForgeGroup {
  label: string;
  forges: ForgeChoice[];
}

export const ownForgesLabel = "Your forges";
export const teachingForgesLabel = "Forges you teach at";
export const otherForgesLabel = "Other hosts' forges (as an admin)";
export const currentForgeLabel = "This class's current forge";

/**
 * The picker's groups (decision 212), from `GET /api/venues?mine=true&teaching=true`: the viewer's
 * own forges, then those they teach at through a host's invitation (for an admin, whose list is
 * every forge: the other hosts' forges). A class's current forge that is in neither list (the
 * viewer may keep it, not move another class there) comes last. Empty groups are left out.
 */
export function forgeGroups(
  venues: readonly Pick<Venue, "id" | "name" | "location" | "owner">[],
  viewer: { id: number; roles: readonly Role[] },
  current?: ForgeChoice | null,
): ForgeGroup[] {
  const own = venues.filter((v) => v.owner.id === viewer.id);
  const others = venues.filter((v) => v.owner.id !== viewer.id);
  const groups: ForgeGroup[] = [
    { label: ownForgesLabel, forges: own },
    { label: viewer.roles.includes("admin") ? otherForgesLabel : teachingForgesLabel, forges: others },
  ];
  if (current && !venues.some((v) => v.id === current.id)) groups.push({ label: currentForgeLabel, forges: [current] });
  return groups
    .filter((g) => g.forges.length > 0)
    .map((g) => ({ ...g, forges: g.forges.map(({ id, name, location }) => ({ id, name, location })) }));
}

/** Every forge of the groups, in order. */
export const allForges = (groups: readonly ForgeGroup[]): ForgeChoice[] => groups.flatMap((g) => g.forges);
