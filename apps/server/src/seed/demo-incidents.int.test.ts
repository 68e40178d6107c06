import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { classSessions, incidents, users } from "../db/schema/index.ts";
import { createClass, createVenue } from "../modules/applications/testing.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { seedDemoIncidents } from "./demo-incidents.ts";
import { demoPassword, seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
let classId: number;
let ingridId: number;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  await seedDemoUsers(t.db);
  const [ingrid] = await t.db.select().from(users).where(eq(users.email, "instructor@guildforge.test"));
  ingridId = ingrid?.id ?? 0;
  const venueId = await createVenue(t.db, ingridId);
  const cls = await createClass(t.db, {
    instructorId: ingridId,
    venueId,
    status: "completed",
    startsInMs: -20 * 86_400_000,
  });
  classId = cls.id;
  await seedDemoIncidents(t.db);
  await seedDemoIncidents(t.db); // safe to run again
});
afterAll(() => t?.close());

it("records a few past incidents once, against a session of a class that took place, by its instructor", async () => {
  const rows = await t.db.select().from(incidents);
  expect(rows).toHaveLength(3);
  const [session] = await t.db.select().from(classSessions).where(eq(classSessions.classId, classId));
  for (const r of rows) {
    expect(r.classId).toBe(classId);
    expect(r.reportedBy).toBe(ingridId);
    expect(r.sessionStartsAt.getTime()).toBe(session?.startsAt.getTime());
    expect(r.createdAt.getTime()).toBeGreaterThan(r.sessionStartsAt.getTime());
  }
  expect(new Set(rows.map((r) => r.kind))).toEqual(new Set(["burn", "near_miss", "cut"]));
});

it("shows them to the demo admin with the forge's count and to the demo instructor for the class", async () => {
  const admin = sessionClient(t.app);
  await admin.login("admin@guildforge.test", demoPassword);
  const list = (await admin.get("/api/admin/incidents")).json();
  expect(list.data).toHaveLength(3);
  expect(list.meta.by_forge).toEqual([expect.objectContaining({ count: 3 })]);
  const ingrid = sessionClient(t.app);
  await ingrid.login("instructor@guildforge.test", demoPassword);
  expect((await ingrid.get(`/api/manage/classes/${classId}/incidents`)).json().data).toHaveLength(3);
});
