import { eq } from "drizzle-orm";
import type { Db } from "../client.ts";
import { appMeta } from "../schema/index.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoClassRequests } from "./demo-class-requests.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoUsers } from "./demo-users.ts";

/**
 * Demo seeders, run in order on first start. Each feature adds its own file here; every seeder
 * must be safe to run again (on conflict do nothing).
 */
export const demoSeeders: Array<{ name: string; run: (db: Db) => Promise<void> }> = [
  { name: "users", run: seedDemoUsers },
  { name: "people", run: seedDemoPeople },
  { name: "classes", run: (db) => seedDemoClasses(db) },
  { name: "applications", run: seedDemoApplications },
  { name: "class-requests", run: seedDemoClassRequests },
];

/** Seeds demo data once: a marker row records that the seed ran. */
export async function seedDemo(db: Db): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded"));
  if (done.length > 0) return false;
  for (const s of demoSeeders) await s.run(db);
  await db.insert(appMeta).values({ key: "demo_seeded", value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
