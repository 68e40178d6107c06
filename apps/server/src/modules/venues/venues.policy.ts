import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";

/**
 * Venues: hosts own forges; an instructor may create one they host themselves (DOMAIN.md);
 * the owner or an admin edits it; anyone reads.
 */
export const venuesPolicy = {
  create: ["host", "instructor", "admin"] as Role[],
  edit: (user: AuthUser, venue: { owner_id: number }) => user.roles.includes("admin") || venue.owner_id === user.id,
};
