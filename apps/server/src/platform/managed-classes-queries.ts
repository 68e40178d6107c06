import { type SQL, sql } from "drizzle-orm";
import type { ManagedClasses } from "./managed-classes.ts";

/**
 * `ManagedClasses` as a WHERE condition over `classes c left join venues v on v.id = c.venue_id`:
 * the only SQL form of "classes this user manages", shared by every list and by decisions.
 */
export function managedClassesWhere(scope: ManagedClasses): SQL {
  if (scope.all) return sql`true`;
  if (scope.venueOwnerId === null) return sql`c.instructor_id = ${scope.instructorId}`;
  return sql`(c.instructor_id = ${scope.instructorId} or v.owner_id = ${scope.venueOwnerId})`;
}

/** The placeholders a prepared statement binds `managedClassesParams` to. */
export interface ManagedClassesParams {
  managesAll: boolean;
  managerId: number;
  managerVenueOwnerId: number | null;
}

/**
 * `managedClassesWhere` for a statement prepared once for every user: the same condition with the
 * scope as placeholders (bind them with `managedClassesParams`). A null venue owner matches no forge.
 */
export const managedClassesPlaceholders = (): SQL =>
  sql`(${sql.placeholder("managesAll")}::boolean or c.instructor_id = ${sql.placeholder("managerId")}
    or v.owner_id = ${sql.placeholder("managerVenueOwnerId")})`;

export const managedClassesParams = (scope: ManagedClasses): ManagedClassesParams => ({
  managesAll: scope.all,
  managerId: scope.instructorId,
  managerVenueOwnerId: scope.venueOwnerId,
});
