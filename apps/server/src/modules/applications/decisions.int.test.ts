import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applications, classes, notifications } from "../../db/schema/index.ts";
import { applyBody, createClass, createVenue, signedIn } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function setup(opts: { capacity?: number; autoAccept?: boolean; startsInMs?: number } = {}) {
  const teacher = await signedIn(t.app, t.db, ["instructor"]);
  const host = await signedIn(t.app, t.db, ["host"]);
  const venueId = await createVenue(t.db, host.user.id);
  const cls = await createClass(t.db, { instructorId: teacher.user.id, venueId, ...opts });
  return { teacher, host, cls };
}

async function apply(cls: Awaited<ReturnType<typeof createClass>>) {
  const student = await signedIn(t.app, t.db);
  const res = await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
  expect([200, 201]).toContain(res.statusCode);
  return { ...student, id: res.json().data.id as number, status: res.json().data.status as string };
}

const seats = async (classId: number) =>
  (await t.db.select().from(classes).where(eq(classes.id, classId)))[0]?.seatsTaken;
const statusOf = async (id: number) =>
  (await t.db.select().from(applications).where(eq(applications.id, id)))[0]?.status;
const notesFor = (userId: number, type: string) =>
  t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)))
    .orderBy(notifications.id);

describe("POST /api/manage/applications/{id}/decision", () => {
  it("accepts a pending application (takes a seat) and notifies the student application_status", async () => {
    const { teacher, cls } = await setup({ capacity: 1 });
    const a = await apply(cls);
    const res = await teacher.client.post(`/api/manage/applications/${a.id}/decision`, {
      status: "accepted",
      note: "Welcome!",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      status: "accepted",
      decision_note: "Welcome!",
      decided_by: { id: teacher.user.id },
      student: { id: a.user.id, name: a.user.name },
    });
    expect(res.json().data.student).not.toHaveProperty("email");
    expect(await seats(cls.id)).toBe(1);
    // The first is the confirmation of applying (issue 21), the last the decision.
    const n = (await notesFor(a.user.id, "application_status")).at(-1);
    expect(n?.data).toMatchObject({ status: "accepted", url: "/dashboard/my-applications" });
    expect(n?.message).toContain("Welcome!");
  });

  it("refuses to accept beyond capacity (409) and to repeat a decision (409)", async () => {
    const { teacher, cls } = await setup({ capacity: 1 });
    const a = await apply(cls);
    const b = await apply(cls);
    expect(
      (await teacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" })).statusCode,
    ).toBe(200);
    const again = await teacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" });
    expect(again.statusCode).toBe(409);
    const full = await teacher.client.post(`/api/manage/applications/${b.id}/decision`, { status: "accepted" });
    expect(full.statusCode).toBe(409);
    expect(full.json().error.message).toMatch(/full \(1 of 1 seats taken\)/);
    expect(await seats(cls.id)).toBe(1);
  });

  it("rejecting an accepted student frees the seat: review class -> head of waitlist becomes pending, promoted", async () => {
    const { teacher, cls } = await setup({ capacity: 1, autoAccept: false });
    const a = await apply(cls);
    await teacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" });
    const w1 = await apply(cls);
    const w2 = await apply(cls);
    expect([w1.status, w2.status]).toEqual(["waitlisted", "waitlisted"]);
    const res = await teacher.client.post(`/api/manage/applications/${a.id}/decision`, {
      status: "rejected",
      note: "Sorry",
    });
    expect(res.statusCode).toBe(200);
    expect(await seats(cls.id)).toBe(0);
    expect(await statusOf(w1.id)).toBe("pending");
    expect(await statusOf(w2.id)).toBe("waitlisted");
    expect(await notesFor(w1.user.id, "waitlist_promoted")).toHaveLength(1);
    expect(await notesFor(w2.user.id, "waitlist_promoted")).toHaveLength(0);
    // The promoted student heads the pending queue.
    const queue = await teacher.client.get(`/api/manage/applications?class_id=${cls.id}&status=pending`);
    expect(queue.json().data[0].id).toBe(w1.id);
    // Rejecting the promoted one moves the next up.
    await teacher.client.post(`/api/manage/applications/${w1.id}/decision`, { status: "rejected" });
    expect(await statusOf(w2.id)).toBe("pending");
  });

  it("waitlisting an accepted student on an auto_accept class promotes the head of the waitlist", async () => {
    const { teacher, cls } = await setup({ capacity: 1, autoAccept: true });
    const a = await apply(cls);
    const w = await apply(cls);
    expect([a.status, w.status]).toEqual(["accepted", "waitlisted"]);
    const res = await teacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "waitlisted" });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "waitlisted", waitlist_position: 1, waitlist_size: 1 });
    expect(await statusOf(w.id)).toBe("accepted");
    expect(await seats(cls.id)).toBe(1);
    const [n] = await notesFor(w.user.id, "waitlist_promoted");
    expect(n?.data).toMatchObject({ status: "accepted" });
  });

  it("lets the venue's host and an admin decide; others get 404, students 403, signed-out 401", async () => {
    const { host, cls } = await setup();
    const a = await apply(cls);
    const b = await apply(cls);
    const byHost = await host.client.post(`/api/manage/applications/${a.id}/decision`, { status: "waitlisted" });
    expect(byHost.statusCode).toBe(200);
    const admin = await signedIn(t.app, t.db, ["admin"]);
    expect(
      (await admin.client.post(`/api/manage/applications/${b.id}/decision`, { status: "rejected" })).statusCode,
    ).toBe(200);
    const otherTeacher = await signedIn(t.app, t.db, ["instructor"]);
    expect(
      (await otherTeacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" })).statusCode,
    ).toBe(404);
    expect((await a.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" })).statusCode).toBe(
      403,
    );
    const { sessionClient } = await import("../../platform/sessions/testing.ts");
    expect(
      (await sessionClient(t.app).post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" })).statusCode,
    ).toBe(401);
    // Others' queues do not show the class's applications.
    const list = await otherTeacher.client.get("/api/manage/applications");
    expect(list.json().data.map((x: { id: number }) => x.id)).not.toContain(a.id);
  });

  it("bulk decisions decide each id and report the refusals", async () => {
    const { teacher, cls } = await setup({ capacity: 2 });
    const apps = [await apply(cls), await apply(cls), await apply(cls)];
    const res = await teacher.client.post("/api/manage/applications/decisions", {
      ids: apps.map((a) => a.id),
      status: "accepted",
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.decided.map((d: { id: number }) => d.id)).toEqual([apps[0]?.id, apps[1]?.id]);
    expect(res.json().data.failed).toEqual([{ id: apps[2]?.id, message: expect.stringMatching(/full/) }]);
    expect(await seats(cls.id)).toBe(2);
  });
});

describe("GET /api/manage/applications", () => {
  it("filters by class and status and pages with a cursor", async () => {
    const { teacher, cls } = await setup({ capacity: 5 });
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push((await apply(cls)).id);
    const page1 = await teacher.client.get(`/api/manage/applications?class_id=${cls.id}&status=pending&limit=2`);
    expect(page1.statusCode).toBe(200);
    expect(page1.json().meta.total).toBe(3);
    expect(page1.json().data.map((x: { id: number }) => x.id)).toEqual(ids.slice(0, 2));
    expect(page1.json().data[0].actions).toEqual({ can_accept: true, can_reject: true, can_waitlist: true });
    const page2 = await teacher.client.get(
      `/api/manage/applications?class_id=${cls.id}&status=pending&limit=2&cursor=${page1.json().meta.next_cursor}`,
    );
    expect(page2.json().data.map((x: { id: number }) => x.id)).toEqual(ids.slice(2));
    expect(page2.json().meta.next_cursor).toBeNull();
    const none = await teacher.client.get(`/api/manage/applications?class_id=${cls.id}&status=accepted`);
    expect(none.json().data).toEqual([]);
  });
});

describe("POST /api/applications/{id}/withdraw", () => {
  it("withdraws a pending application; a second withdraw is 409; another student's is 404", async () => {
    const { cls } = await setup();
    const a = await apply(cls);
    const other = await signedIn(t.app, t.db);
    expect((await other.client.post(`/api/applications/${a.id}/withdraw`)).statusCode).toBe(404);
    const res = await a.client.post(`/api/applications/${a.id}/withdraw`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: "withdrawn", actions: { can_withdraw: false } });
    expect((await a.client.post(`/api/applications/${a.id}/withdraw`)).statusCode).toBe(409);
    // Withdrawn is not active: the student may apply again.
    const again = await a.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    expect(again.statusCode).toBe(201);
  });

  it("refuses once the first session has started", async () => {
    const { teacher, cls } = await setup({ capacity: 2 });
    const a = await apply(cls);
    await teacher.client.post(`/api/manage/applications/${a.id}/decision`, { status: "accepted" });
    await t.db
      .update(classes)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(classes.id, cls.id));
    const res = await a.client.post(`/api/applications/${a.id}/withdraw`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/already started/);
    expect(await seats(cls.id)).toBe(1);
  });
});
