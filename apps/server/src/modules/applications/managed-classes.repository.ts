import { type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ManagedClasses } from "./applications.policy.ts";

/**
 * `ManagedClasses` as a WHERE condition over `classes c left join venues v on v.id = c.venue_id`:
 * the only SQL form of "classes this user manages", shared by every list and by decisions.
 */
export function managedClassesWhere(scope: ManagedClasses): SQL {
  if (scope.all) return sql`true`;
  if (scope.venueOwnerId === null) return sql`c.instructor_id = ${scope.instructorId}`;
  return sql`(c.instructor_id = ${scope.instructorId} or v.owner_id = ${scope.venueOwnerId})`;
}

export const managedClassesRepository = {
  /** Whether the class is one of the user's managed classes (the check behind every decision). */
  async includes(db: Db, scope: ManagedClasses, classId: number): Promise<boolean> {
    const res = await db.execute(sql`
      select exists (
        select 1 from classes c left join venues v on v.id = c.venue_id
        where c.id = ${classId} and ${managedClassesWhere(scope)}
      ) as ok`);
    return (res as unknown as { rows: Array<{ ok: boolean }> }).rows[0]?.ok === true;
  },
};
