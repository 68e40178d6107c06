import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, notifications } from "../../db/schema/index.ts";
import { applyBody, createClass, createVenue, signedIn } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const statusOf = async (id: number) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;

describe("raising a published class's capacity", () => {
  it("promotes waitlisted students into the new seats, in order, and tells only them", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const venueId = await createVenue(t.db, teacher.user.id);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, capacity: 1, autoAccept: true });
    const ids: number[] = [];
    const users: number[] = [];
    for (let i = 0; i < 3; i++) {
      const s = await signedIn(t.app, t.db);
      const res = await s.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(res.statusCode).toBe(201);
      ids.push(res.json().data.id);
      users.push(s.user.id);
    }
    expect(await Promise.all(ids.map(statusOf))).toEqual(["accepted", "waitlisted", "waitlisted"]);

    const patch = await teacher.client.patch(`/api/classes/${cls.id}`, { capacity: 2 });
    expect(patch.statusCode).toBeLessThan(300);

    expect(await Promise.all(ids.map(statusOf))).toEqual(["accepted", "accepted", "waitlisted"]);
    const promoted = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.type, "waitlist_promoted")));
    expect(promoted.map((n) => n.userId)).toEqual([users[1]]);
    const changeNotices = await t.db.select().from(notifications).where(eq(notifications.type, "class_change"));
    expect(changeNotices).toEqual([]);
  });
});
