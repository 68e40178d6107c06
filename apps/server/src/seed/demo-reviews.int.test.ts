import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { rowsOf } from "../db/rows.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoReviews } from "./demo-reviews.ts";
import { seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoApplications(t.db);
  await seedDemoReviews(t.db);
  await seedDemoReviews(t.db); // safe to run again
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

it("reviews past classes by students who attended: mostly 4-5, some 3, a 2, some replies; public on the class page", async () => {
  const rows = rowsOf<{ class_id: number; rating: number; reply: string | null; attended: boolean }>(
    await t.db.execute(sql`
      select r.class_id::int as class_id, r.rating::int as rating, r.reply,
             exists (select 1 from session_attendance sa where sa.application_id = r.application_id and sa.status = 'attended') as attended
      from reviews r`),
  );
  expect(rows.length).toBeGreaterThan(5);
  expect(rows.every((r) => r.attended)).toBe(true);
  const ratings = rows.map((r) => r.rating);
  expect(ratings).toContain(2);
  expect(ratings).toContain(3);
  expect(ratings.filter((r) => r >= 4).length).toBeGreaterThan(rows.length / 2);
  expect(rows.some((r) => r.reply)).toBe(true);
  const page = (await t.app.inject({ url: `/api/classes/${rows[0]?.class_id}/reviews` })).json();
  expect(page.meta.summary.count).toBeGreaterThan(0);
  expect(page.data[0].verified_attendee).toBe(true);
});

it("leaves students of a recent class who attended able to review (the demo's Review this class)", async () => {
  const [row] = rowsOf<{ n: number }>(
    await t.db.execute(sql`
      select count(*)::int as n from applications a join classes c on c.id = a.class_id
      where a.status = 'accepted' and c.ends_at > now() - interval '13 days' and c.ends_at < now()
        and exists (select 1 from session_attendance sa where sa.application_id = a.id and sa.status = 'attended')
        and not exists (select 1 from reviews r where r.class_id = a.class_id and r.student_id = a.student_id)`),
  );
  expect(row?.n).toBeGreaterThanOrEqual(2);
});
