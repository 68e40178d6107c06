import type { AuthUser } from "./auth-context.ts";
import { hasRole } from "./authorize.ts";

/**
 * The classes a user manages (DOMAIN.md "Who"): admins all; otherwise the classes they teach and,
 * only if they are a host, the classes at the venues they own (an instructor who owns a venue
 * does not thereby manage other instructors' classes there). This is the one definition: the
 * queue, rosters, CSV, dashboard, every decision and the incident log filter with
 * `managedClassesWhere(scope)` (managed-classes-queries.ts), and `inManagedScope` reads it for one row.
 * Shared here because more than one feature asks it (applications, incidents).
 */
export interface ManagedClasses {
  all: boolean;
  instructorId: number;
  venueOwnerId: number | null;
}

export const managedClassesOf = (u: AuthUser): ManagedClasses => ({
  all: hasRole(u, "admin"),
  instructorId: u.id,
  venueOwnerId: hasRole(u, "host") ? u.id : null,
});

/** The row form of `managedClassesWhere`. */
export const inManagedScope = (s: ManagedClasses, c: { instructorId: number; venueOwnerId: number | null }) =>
  s.all || c.instructorId === s.instructorId || (s.venueOwnerId !== null && c.venueOwnerId === s.venueOwnerId);
