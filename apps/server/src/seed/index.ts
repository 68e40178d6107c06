import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appMeta } from "../db/schema/index.ts";
import type { UploadStorage } from "../platform/storage/upload-storage.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoArticles } from "./demo-articles.ts";
import { seedDemoAttendance } from "./demo-attendance.ts";
import { seedDemoClassRequests } from "./demo-class-requests.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoIncidents } from "./demo-incidents.ts";
import { seedDemoMessages } from "./demo-messages.ts";
import { seedDemoPayments } from "./demo-payments.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoReviews } from "./demo-reviews.ts";
import { seedDemoUsers } from "./demo-users.ts";

/** What seeders may use besides the database: generated images go to upload storage. */
export interface SeedContext {
  storage: UploadStorage;
}

/**
 * Demo seeders, run in order on first start. Each feature adds its own file here; every seeder
 * must be safe to run again (on conflict do nothing).
 */
export const demoSeeders: Array<{ name: string; run: (db: Db, ctx: SeedContext) => Promise<void> }> = [
  { name: "users", run: seedDemoUsers },
  { name: "people", run: seedDemoPeople },
  { name: "classes", run: (db, ctx) => seedDemoClasses(db, ctx.storage) },
  { name: "applications", run: seedDemoApplications },
  { name: "payments", run: (db) => seedDemoPayments(db) },
  { name: "reviews", run: (db) => seedDemoReviews(db) },
  { name: "attendance", run: (db) => seedDemoAttendance(db) },
  { name: "class-requests", run: seedDemoClassRequests },
  { name: "messages", run: (db) => seedDemoMessages(db) },
  { name: "articles", run: (db, ctx) => seedDemoArticles(db, ctx.storage) },
  { name: "incidents", run: (db) => seedDemoIncidents(db) },
];

/** Seeds demo data once: a marker row records that the seed ran. */
export async function seedDemo(db: Db, ctx: SeedContext): Promise<boolean> {
  const done = await db.select().from(appMeta).where(eq(appMeta.key, "demo_seeded"));
  if (done.length > 0) return false;
  for (const s of demoSeeders) await s.run(db, ctx);
  await db.insert(appMeta).values({ key: "demo_seeded", value: new Date().toISOString() }).onConflictDoNothing();
  return true;
}
