import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, classes } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { applyBody, createClass, signedIn } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const instructor = () => signedIn(t.app, t.db, ["instructor"]);

describe("POST /api/classes/{id}/applications", () => {
  it("accepts on an auto_accept class while seats remain, storing the safety version and time", async () => {
    const teacher = await instructor();
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 2 });
    const { client, user } = await signedIn(t.app, t.db);
    const res = await client.post(`/api/classes/${cls.id}-${cls.slug}/applications`, applyBody(cls));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({ status: "accepted", waitlist_position: null });
    const [row] = await t.db.select().from(applications).where(eq(applications.id, res.json().data.id));
    expect(row).toMatchObject({ studentId: user.id, safetyVersion: 1, experienceLevel: "some" });
    expect(row?.safetyAcknowledgedAt).toBeInstanceOf(Date);
    const [c] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(c?.seatsTaken).toBe(1);
  });

  it("keeps applications pending on a review class (no seat taken)", async () => {
    const teacher = await instructor();
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: false, capacity: 1 });
    const { client } = await signedIn(t.app, t.db);
    const res = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(res.statusCode).toBe(201);
    expect(res.json().data.status).toBe("pending");
    const [c] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(c?.seatsTaken).toBe(0);
  });

  it("waitlists in arrival order once the class is full, showing position and size", async () => {
    const teacher = await instructor();
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 1 });
    const first = await signedIn(t.app, t.db);
    expect((await first.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).json().data.status).toBe(
      "accepted",
    );
    const second = await signedIn(t.app, t.db);
    const third = await signedIn(t.app, t.db);
    const r2 = await second.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    const r3 = await third.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(r2.json().data).toMatchObject({ status: "waitlisted", waitlist_position: 1, waitlist_size: 1 });
    expect(r3.json().data).toMatchObject({ status: "waitlisted", waitlist_position: 2, waitlist_size: 2 });
    const mine = await second.client.get("/api/applications");
    expect(mine.json().data[0]).toMatchObject({ status: "waitlisted", waitlist_position: 1, waitlist_size: 2 });
    expect(mine.json().data[0].actions).toEqual({ can_withdraw: true });
  });

  it("never creates a second application for 3 identical retries (same Idempotency-Key or none)", async () => {
    const teacher = await instructor();
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true });
    const { client, user } = await signedIn(t.app, t.db);
    const headers = { "idempotency-key": "retry-123" };
    const results = await Promise.all(
      [1, 2, 3].map(() => client.post(`/api/classes/${cls.id}/applications`, applyBody(cls), headers)),
    );
    // Same key: the first answer (201) for all three, two of them replayed (decision 057).
    expect(results.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(results.filter((r) => r.headers["idempotent-replayed"] === "true")).toHaveLength(2);
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const again = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(results[0]?.json().data.id);
    const rows = await t.db.select().from(applications).where(eq(applications.studentId, user.id));
    expect(rows).toHaveLength(1);
    const [c] = await t.db.select().from(classes).where(eq(classes.id, cls.id));
    expect(c?.seatsTaken).toBe(1);
  });

  describe("refusals", () => {
    it("401 signed out, 403 unverified", async () => {
      const teacher = await instructor();
      const cls = await createClass(t.db, { instructorId: teacher.user.id });
      const anon = sessionClient(t.app);
      expect((await anon.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).statusCode).toBe(401);
      const unverified = await signedIn(t.app, t.db, ["student"], false);
      const res = await unverified.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toMatch(/verify your email/i);
    });

    it("404 for a draft or unknown class, 409 for a cancelled one", async () => {
      const teacher = await instructor();
      const draft = await createClass(t.db, { instructorId: teacher.user.id, status: "draft" });
      const cancelled = await createClass(t.db, { instructorId: teacher.user.id, status: "cancelled" });
      const { client } = await signedIn(t.app, t.db);
      expect((await client.post(`/api/classes/${draft.id}/applications`, applyBody(draft))).statusCode).toBe(404);
      expect((await client.post("/api/classes/999999/applications", applyBody(draft))).statusCode).toBe(404);
      const res = await client.post(`/api/classes/${cancelled.id}/applications`, applyBody(cancelled));
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toMatch(/cancelled/);
    });

    it("409 after the application deadline (or once the class started)", async () => {
      const teacher = await instructor();
      const closed = await createClass(t.db, {
        instructorId: teacher.user.id,
        applicationDeadline: new Date(Date.now() - 60_000),
      });
      const started = await createClass(t.db, { instructorId: teacher.user.id, startsInMs: -60_000 });
      const { client } = await signedIn(t.app, t.db);
      const r1 = await client.post(`/api/classes/${closed.id}/applications`, applyBody(closed));
      expect(r1.statusCode).toBe(409);
      expect(r1.json().error.message).toMatch(/closed/);
      expect((await client.post(`/api/classes/${started.id}/applications`, applyBody(started))).statusCode).toBe(409);
    });

    it("409 when the acknowledged safety version is not the current one; 422 for a missing item", async () => {
      const teacher = await instructor();
      const cls = await createClass(t.db, { instructorId: teacher.user.id });
      await t.db.update(classes).set({ safetyVersion: 2 }).where(eq(classes.id, cls.id));
      const { client } = await signedIn(t.app, t.db);
      const stale = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.message).toMatch(/safety requirements of this class changed/);
      const partial = await client.post(
        `/api/classes/${cls.id}/applications`,
        applyBody({ safetyVersion: 2, safetyRequirements: ["Wear leather boots"] }),
      );
      expect(partial.statusCode).toBe(422);
      expect(partial.json().errors.safety_acknowledgements[0]).toMatch(/Tie back long hair/);
    });

    it("422 without the minimum-age confirmation", async () => {
      const teacher = await instructor();
      const cls = await createClass(t.db, { instructorId: teacher.user.id, minAge: 18 });
      const { client } = await signedIn(t.app, t.db);
      const res = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls, { age_confirmed: false }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.age_confirmed).toEqual(["You must be at least 18 years old to take this class."]);
    });

    it("422 for a bad body; 409 for the instructor of the class; 409 after a rejection", async () => {
      const teacher = await instructor();
      const cls = await createClass(t.db, { instructorId: teacher.user.id });
      const bad = await teacher.client.post(`/api/classes/${cls.id}/applications`, { experience_level: "guru" });
      expect(bad.statusCode).toBe(422);
      const own = await teacher.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(own.statusCode).toBe(409);
      const { client } = await signedIn(t.app, t.db);
      const first = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      const decided = await teacher.client.post(`/api/manage/applications/${first.json().data.id}/decision`, {
        status: "rejected",
      });
      expect(decided.statusCode).toBe(200);
      const again = await client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toMatch(/already applied/);
    });
  });
});
