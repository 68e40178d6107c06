import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import type { ClassDomainEvents } from "./class-events.ts";
import {
  future,
  linkToForge,
  makeClass,
  makePlaces,
  postVenue,
  type SignedIn,
  signedIn,
} from "./classes.test-helpers.ts";

// Who may edit which class, GET /api/manage/classes, and the class.changed / class.cancelled
// domain events. PGlite by default; TEST_DB=postgres runs the same on PostgreSQL.
let t: TestApp;
let hostA: SignedIn;
let hostB: SignedIn;
let teacher: SignedIn;
let admin: SignedIn;
let student: SignedIn;
let forgeA: number;
let forgeB: number;
const changed: Array<ClassDomainEvents["class.changed"]> = [];
const cancelled: Array<ClassDomainEvents["class.cancelled"]> = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  t.app.classEvents.on("class.changed", async (_tx, _events, p) => {
    changed.push(p);
  });
  t.app.classEvents.on("class.cancelled", async (_tx, _events, p) => {
    cancelled.push(p);
  });
  await t.app.ready();
  const city = await makePlaces(t, "mm");
  [hostA, hostB, teacher, admin, student] = await Promise.all([
    signedIn(t, ["host"]),
    signedIn(t, ["host"]),
    signedIn(t, ["instructor"]),
    signedIn(t, ["admin"]),
    signedIn(t, []),
  ]);
  forgeA = (await postVenue(hostA, city, "Forge A")).json().data.id;
  forgeB = (await postVenue(hostB, city, "Forge B")).json().data.id;
  // The teacher was invited to both forges (decision 211: classes are held where one teaches).
  await linkToForge(t, forgeA, teacher);
  await linkToForge(t, forgeB, teacher);
}, 60_000);
afterAll(() => t?.close());

describe("editing a class", () => {
  it("a host edits a class at their own forge, not one at another host's forge", async () => {
    const atA = await makeClass(teacher, { title: "Taught at forge A", venue_id: forgeA });
    const atB = await makeClass(teacher, { title: "Taught at forge B", venue_id: forgeB });
    const draftAtB = await makeClass(teacher, { title: "Draft at forge B", venue_id: forgeB }, { draft: true });

    const ok = await hostA.client.patch(`/api/classes/${atA.id}`, { capacity: 9 });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ capacity: 9, can_manage: true });

    const visible = await hostA.client.patch(`/api/classes/${atB.id}`, { capacity: 9 });
    expect(visible.statusCode).toBe(403);
    const hidden = await hostA.client.patch(`/api/classes/${draftAtB.id}`, { capacity: 9 });
    expect(hidden.statusCode).toBe(404);
    expect(
      (await hostA.client.post(`/api/classes/${atB.id}/cancel`, { reason: "Not mine to cancel." })).statusCode,
    ).toBe(403);
    expect((await hostB.client.patch(`/api/classes/${atB.id}`, { capacity: 10 })).statusCode).toBe(200);
    expect((await admin.client.patch(`/api/classes/${atB.id}`, { capacity: 11 })).statusCode).toBe(200);
    expect((await student.client.patch(`/api/classes/${atA.id}`, { capacity: 3 })).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: "PATCH", url: `/api/classes/${atA.id}`, payload: { capacity: 3 } });
    expect([401, 403, 419]).toContain(anonymous.statusCode);
    const after = (await t.app.inject({ method: "GET", url: `/api/classes/${atB.id}` })).json().data;
    expect(after.capacity).toBe(11);
  });

  it("the class's instructor may move it to another forge they teach at, which hands it to that host", async () => {
    const c = await makeClass(teacher, { title: "Moving class", venue_id: forgeA });
    expect((await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: forgeB })).statusCode).toBe(200);
    expect((await hostA.client.patch(`/api/classes/${c.id}`, { capacity: 7 })).statusCode).toBe(403);
    expect((await hostB.client.patch(`/api/classes/${c.id}`, { capacity: 7 })).statusCode).toBe(200);
  });
});

describe("creating a class", () => {
  it("a retry with the same Idempotency-Key returns the first draft (201), also when the retries race", async () => {
    const body = {
      title: "Retried draft",
      summary: "Hands-on forging.",
      theme: "knife-making",
      skill_level: "beginner",
      sessions: [future(12)],
      capacity: 6,
      price_cents: 5000,
      currency: "USD",
      venue_id: forgeA,
    };
    const key = { "idempotency-key": "class-create-1" };
    const first = await teacher.client.post("/api/classes", body, key);
    expect(first.statusCode).toBe(201);
    const again = await teacher.client.post("/api/classes", body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);

    const raced = { "idempotency-key": "class-create-2" };
    const both = await Promise.all([1, 2].map(() => teacher.client.post("/api/classes", body, raced)));
    expect(both.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(new Set(both.map((r) => r.json().data.id)).size).toBe(1);

    // Another author's identical key is theirs alone; a new key is a new draft.
    const theirs = await hostA.client.post("/api/classes", body, key);
    expect(theirs.json().data.id).not.toBe(first.json().data.id);
    const fresh = await teacher.client.post("/api/classes", body, { "idempotency-key": "class-create-3" });
    expect(fresh.json().data.id).not.toBe(first.json().data.id);

    const mine = (await teacher.client.get("/api/manage/classes")).json().data as { title: string }[];
    expect(mine.filter((c) => c.title === "Retried draft")).toHaveLength(3);
  });
});

describe("GET /api/manage/classes", () => {
  it("lists the user's classes in every status; hosts also see classes at their forges; admins all", async () => {
    const own = await signedIn(t, ["instructor"]);
    await linkToForge(t, forgeB, own);
    const draft = await makeClass(own, { title: "Own draft", venue_id: forgeB }, { draft: true });
    const live = await makeClass(own, { title: "Own published", venue_id: forgeB });
    const gone = await makeClass(own, { title: "Own cancelled", venue_id: forgeB });
    await own.client.post(`/api/classes/${gone.id}/cancel`, { reason: "Rained off, sorry." });
    const other = await makeClass(teacher, { title: "Someone else's", venue_id: forgeA });

    const mine = (await own.client.get("/api/manage/classes")).json();
    expect(mine.data.map((c: { id: number }) => c.id).sort()).toEqual([draft.id, live.id, gone.id].sort());
    expect(mine.meta.total).toBe(3);
    expect(mine.data.map((c: { status: string }) => c.status).sort()).toEqual(["cancelled", "draft", "published"]);

    const drafts = (await own.client.get("/api/manage/classes?status=draft")).json();
    expect(drafts.data.map((c: { id: number }) => c.id)).toEqual([draft.id]);

    const hostView = (await hostB.client.get("/api/manage/classes?limit=50"))
      .json()
      .data.map((c: { id: number }) => c.id);
    expect(hostView).toEqual(expect.arrayContaining([draft.id, live.id, gone.id]));
    expect(hostView).not.toContain(other.id);

    const all = (await admin.client.get("/api/manage/classes?limit=50")).json();
    expect(all.data.map((c: { id: number }) => c.id)).toEqual(expect.arrayContaining([draft.id, other.id]));

    // pages newest first by id, without repeats
    const p1 = (await own.client.get("/api/manage/classes?limit=2")).json();
    const p2 = (await own.client.get(`/api/manage/classes?limit=2&cursor=${p1.meta.next_cursor}`)).json();
    const paged = [...p1.data, ...p2.data].map((c: { id: number }) => c.id);
    expect(paged).toEqual([gone.id, live.id, draft.id]);
    expect(p2.meta.next_cursor).toBeNull();

    expect((await student.client.get("/api/manage/classes")).statusCode).toBe(403);
    expect((await t.app.inject({ method: "GET", url: "/api/manage/classes" })).statusCode).toBe(401);
  });
});

describe("domain events", () => {
  it("class.changed fires for a published class with exactly the changed fields", async () => {
    const c = await makeClass(teacher, { title: "Evented class", venue_id: forgeA, price_cents: 5000 });
    changed.length = 0;
    await teacher.client.patch(`/api/classes/${c.id}`, { title: "Evented class renamed", capacity: 7 });
    expect(changed).toEqual([]);
    await teacher.client.patch(`/api/classes/${c.id}`, { price_cents: 5000, venue_id: forgeA });
    expect(changed).toEqual([]); // same values: nothing changed

    await teacher.client.patch(`/api/classes/${c.id}`, { price_cents: 6500 });
    await teacher.client.patch(`/api/classes/${c.id}`, { venue_id: forgeB, sessions: [future(12), future(13)] });
    await teacher.client.patch(`/api/classes/${c.id}`, { currency: "EUR" });
    expect(changed.map((e) => e.changes)).toEqual([["price"], ["venue", "sessions"], ["price"]]);
    expect(changed[0]).toMatchObject({
      classId: c.id,
      title: "Evented class renamed",
      url: `/classes/${c.id}-evented-class-renamed`,
    });
  });

  it("class.changed does not fire for a draft; class.cancelled fires on cancelling a published class", async () => {
    const d = await makeClass(teacher, { title: "Quiet draft", venue_id: forgeA }, { draft: true });
    changed.length = 0;
    cancelled.length = 0;
    await teacher.client.patch(`/api/classes/${d.id}`, { price_cents: 9900, sessions: [future(20)] });
    expect(changed).toEqual([]);
    await teacher.client.post(`/api/classes/${d.id}/cancel`, { reason: "Never mind this one." });
    expect(cancelled).toEqual([]); // nobody could have applied to a draft

    const p = await makeClass(teacher, { title: "Cancelled class", venue_id: forgeA });
    const res = await teacher.client.post(`/api/classes/${p.id}/cancel`, { reason: "The forge flooded." });
    expect(res.statusCode).toBe(200);
    expect(cancelled).toEqual([
      {
        classId: p.id,
        title: "Cancelled class",
        url: `/classes/${p.id}-cancelled-class`,
        reason: "The forge flooded.",
      },
    ]);
    expect((await teacher.client.patch(`/api/classes/${p.id}`, { price_cents: 1 })).statusCode).toBe(409);
    expect(changed).toEqual([]);
  });
});
