import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { applications } from "../db/schema/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { seedDemoApplications } from "./demo-applications.ts";
import { seedDemoAttendance } from "./demo-attendance.ts";
import { seedDemoClasses } from "./demo-classes.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoApplications(t.db);
  await seedDemoApplications(t.db); // safe to run again
  await seedDemoAttendance(t.db);
  await seedDemoAttendance(t.db); // safe to run again
  await t.app.ready();
}, 120_000);
afterAll(() => t?.close());

it("seeds every status, and seats_taken equals the accepted applications of every class", async () => {
  const statuses = await t.db.selectDistinct({ s: applications.status }).from(applications);
  expect(statuses.map((r) => r.s).sort()).toEqual([
    "accepted",
    "cancelled",
    "pending",
    "rejected",
    "waitlisted",
    "withdrawn",
  ]);
  const res = await t.db.execute(sql`
    select count(*)::int as n from classes c
    where c.seats_taken <> (select count(*) from applications a where a.class_id = c.id and a.status = 'accepted')
       or c.seats_taken > c.capacity`);
  expect(Number((res as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);
});

it("gives the demo student one accepted, one pending and one waitlisted application", async () => {
  const client = sessionClient(t.app);
  await client.login("student@guildforge.test", "anvil-demo-pass");
  const res = await client.get("/api/applications");
  const mine = res.json().data as Array<{
    status: string;
    waitlist_position: number | null;
    waitlist_size: number | null;
  }>;
  const count = (s: string) => mine.filter((a) => a.status === s).length;
  expect([count("accepted"), count("pending"), count("waitlisted")]).toEqual([1, 1, 1]);
  expect(mine.find((a) => a.status === "waitlisted")).toMatchObject({ waitlist_position: 2, waitlist_size: 3 });
  const dash = await client.get("/api/dashboard");
  expect(dash.json().data.student.upcoming).toHaveLength(1);
  expect(dash.json().data.student.pending).toHaveLength(2);
  expect(dash.json().data.teaching).toBeNull();
  const rows = await t.db.select().from(applications).where(eq(applications.status, "waitlisted"));
  expect(rows.length).toBeGreaterThanOrEqual(3);
});

it("gives the demo host a queue with pending decisions", async () => {
  const client = sessionClient(t.app);
  await client.login("host@guildforge.test", "anvil-demo-pass");
  const queue = await client.get("/api/manage/applications?status=pending");
  expect(queue.json().meta.total).toBeGreaterThan(0);
  const dash = await client.get("/api/dashboard");
  expect(dash.json().data.teaching.pending_decisions).toBeGreaterThan(0);
});

it("past sessions have attendance (mostly attended, some no-shows, once); accepted seats have tickets", async () => {
  const res = await t.db.execute(sql`
    select status, count(*)::int as n from session_attendance group by status order by status`);
  const counts = Object.fromEntries(
    (res as unknown as { rows: Array<{ status: string; n: number }> }).rows.map((r) => [r.status, Number(r.n)]),
  );
  expect(counts.attended).toBeGreaterThan(0);
  expect(counts.no_show).toBeGreaterThan(0);
  expect(counts.attended).toBeGreaterThan((counts.no_show ?? 0) * 3);
  const missing = await t.db.execute(sql`
    select count(*)::int as n from applications a join class_sessions s on s.class_id = a.class_id and s.ends_at < now()
    where a.status = 'accepted'
      and not exists (select 1 from session_attendance x where x.application_id = a.id and x.session_starts_at = s.starts_at)`);
  expect(Number((missing as unknown as { rows: Array<{ n: number }> }).rows[0]?.n)).toBe(0);

  const client = sessionClient(t.app);
  await client.login("student@guildforge.test", "anvil-demo-pass");
  const mine = (await client.get("/api/applications?status=accepted")).json().data as Array<{
    ticket_url: string | null;
  }>;
  expect(mine.some((a) => a.ticket_url?.startsWith("/tickets/"))).toBe(true);
});
