import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";
import { seedDemoApplications } from "../../seed/demo-applications.ts";
import { seedDemoClasses } from "../../seed/demo-classes.ts";
import { seedDemoPeople } from "../../seed/demo-people.ts";
import { seedDemoUsers } from "../../seed/demo-users.ts";

/** The issue as reported on the demo data: the demo instructor owns a forge others teach at. */
let t: TestApp;
let instructor: SessionClient;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoClasses(t.db, t.app.storage);
  await seedDemoApplications(t.db);
  await t.app.ready();
  instructor = sessionClient(t.app);
  await instructor.login("instructor@guildforge.test", "anvil-demo-pass");
}, 120_000);
afterAll(() => t?.close());

it("lists only the demo instructor's own classes, and every listed application is decidable", async () => {
  const me = (await instructor.get("/api/user")).json().id as number;
  const queue = (await instructor.get("/api/manage/applications?limit=100")).json().data as Array<{
    id: number;
    status: string;
    class: { id: number; status: string; instructor: { id: number } };
  }>;
  expect(queue.length).toBeGreaterThan(0);
  const instructors = new Set(queue.map((a) => a.class.instructor.id));
  expect([...instructors]).toEqual([me]);
  const dashboard = (await instructor.get("/api/dashboard")).json().data.teaching.classes as Array<{
    class: { instructor: { id: number } };
  }>;
  expect(new Set(dashboard.map((c) => c.class.instructor.id))).toEqual(instructors);
  for (const a of queue.filter((x) => x.status === "pending" || x.status === "waitlisted")) {
    const res = await instructor.post(`/api/manage/applications/${a.id}/decision`, { status: "rejected" });
    expect(res.statusCode, `application ${a.id}`).toBe(a.class.status === "published" ? 200 : 409);
  }
});
