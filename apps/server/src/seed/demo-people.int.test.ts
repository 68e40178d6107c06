import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { notifications, roleApplications, users } from "../db/schema/index.ts";
import { seedDemoPeople } from "./demo-people.ts";
import { seedDemoUsers } from "./demo-users.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoUsers(t.db);
  await seedDemoPeople(t.db);
  await seedDemoPeople(t.db); // safe to run again
});
afterAll(() => t?.close());

it("leaves two applicants waiting for the admin, once", async () => {
  const pending = await t.db.select().from(roleApplications).where(eq(roleApplications.status, "pending"));
  expect(pending.map((a) => a.role).sort()).toEqual(["host", "instructor"]);
});

it("gives the demo instructor approved themes, listed by /api/instructors", async () => {
  const res = await t.app.inject({ method: "GET", url: "/api/instructors?theme=knife-making" });
  expect(res.json().data.map((i: { slug: string }) => i.slug)).toEqual(["ingrid-hammerfell"]);
});

it("gives the demo student three notifications, one of them read, and keeps them a plain student", async () => {
  const [student] = await t.db.select().from(users).where(eq(users.email, "student@guildforge.test"));
  expect(student?.roles).toEqual(["student"]);
  const rows = await t.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, student?.id ?? 0));
  expect(rows).toHaveLength(3);
  expect(rows.filter((n) => n.readAt === null)).toHaveLength(2);
});
