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
