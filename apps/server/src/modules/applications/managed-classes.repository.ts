import { sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { ManagedClasses } from "../../platform/managed-classes.ts";
import { managedClassesWhere } from "../../platform/managed-classes-queries.ts";

export { managedClassesWhere };

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
