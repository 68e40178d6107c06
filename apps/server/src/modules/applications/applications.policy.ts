import type { Role } from "@guildforge/contracts";
import type { AuthUser } from "../../platform/auth-context.ts";
import type { Access } from "../../platform/kernel/route-access.ts";

/** Who may call what (routes declare these as their access; the service scopes rows to the user). */
export const applicationsPolicy = {
  apply: "verified",
  listOwn: "signed-in",
  withdraw: "signed-in",
  dashboard: "signed-in",
  manage: ["instructor", "host", "admin"],
} as const satisfies Record<string, Access>;

const has = (u: AuthUser, r: Role) => u.roles.includes(r);

/**
 * The classes a user manages (DOMAIN.md "Who"): admins all; otherwise the classes they teach and,
 * only if they are a host, the classes at the venues they own (an instructor who owns a venue
 * does not thereby manage other instructors' classes there). This is the one definition: the
 * queue, rosters, CSV, dashboard and every decision filter with `managedClassesWhere(scope)`.
 */
export interface ManagedClasses {
  all: boolean;
  instructorId: number;
  venueOwnerId: number | null;
}

export const managedClassesOf = (u: AuthUser): ManagedClasses => ({
  all: has(u, "admin"),
  instructorId: u.id,
  venueOwnerId: has(u, "host") ? u.id : null,
});
