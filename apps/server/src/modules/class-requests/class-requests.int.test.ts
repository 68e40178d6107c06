import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { classRequests, classRequestVotes } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { classRequestKit } from "./class-requests.test-kit.ts";

let t: TestApp;
const kit = classRequestKit(() => t);
let admin: Awaited<ReturnType<typeof kit.signedIn>>;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  admin = await kit.signedIn(["admin"]);
});
afterAll(() => t?.close());

async function requestAs(who: Awaited<ReturnType<typeof kit.signedIn>>, overrides: Record<string, unknown> = {}) {
  const res = await who.client.post("/api/class-requests", kit.body(overrides));
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number; title: string; status: string };
}

async function approved(who: Awaited<ReturnType<typeof kit.signedIn>>, overrides: Record<string, unknown> = {}) {
  const r = await requestAs(who, overrides);
  const res = await admin.client.post(`/api/admin/class-requests/${r.id}/review`, { status: "approved" });
  expect(res.statusCode).toBe(200);
  return r;
}

describe("POST /api/class-requests", () => {
  it("creates an in_review request (201) with every field", async () => {
    const me = await kit.signedIn();
    const res = await me.client.post("/api/class-requests", kit.body({ title: "Forge a camp axe" }));
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      title: "Forge a camp axe",
      theme: "knife-making",
      status: "in_review",
      review_message: null,
      votes_count: 0,
      has_voted: false,
      requester: { id: me.user.id, name: me.user.name },
      fulfilled_class_id: null,
      merged_into_id: null,
      preferred_location: "Portland, Oregon",
      preferred_timeframe: "Weekends in spring",
      skill_level: "intermediate",
      can_edit: true,
    });
  });

  it("returns the same request for a retry with the same Idempotency-Key, or the same title soon after", async () => {
    const me = await kit.signedIn();
    const body = kit.body();
    const a = await me.client.post("/api/class-requests", body, { "idempotency-key": "k-1" });
    const b = await me.client.post("/api/class-requests", body, { "idempotency-key": "k-1" });
    const c = await me.client.post("/api/class-requests", { ...body, title: body.title.toUpperCase() });
    expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([201, 201, 201]);
    expect(b.json().data.id).toBe(a.json().data.id);
    expect(c.json().data.id).toBe(a.json().data.id);
    const rows = await t.db.select().from(classRequests).where(eq(classRequests.requesterId, me.user.id));
    expect(rows).toHaveLength(1);
    const other = await me.client.post("/api/class-requests", kit.body(), { "idempotency-key": "k-2" });
    expect(other.json().data.id).not.toBe(a.json().data.id);
  });

  it("creates one row for concurrent retries with one Idempotency-Key", async () => {
    const me = await kit.signedIn();
    const body = kit.body();
    const results = await Promise.all(
      Array.from({ length: 5 }, () => me.client.post("/api/class-requests", body, { "idempotency-key": "same" })),
    );
    expect(new Set(results.map((r) => r.json().data.id)).size).toBe(1);
    const rows = await t.db.select().from(classRequests).where(eq(classRequests.requesterId, me.user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ["title", { title: "Axe" }],
    ["theme", { theme: "basket-weaving" }],
    ["description", { description: "Short." }],
    ["skill_level", { skill_level: "wizard" }],
    ["preferred_location", { preferred_location: "" }],
  ])("answers 422 naming %s", async (field, overrides) => {
    const me = await kit.signedIn();
    const res = await me.client.post("/api/class-requests", kit.body(overrides));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toContain(field);
  });

  it("answers 401 when signed out", async () => {
    const res = await sessionClient(t.app).post("/api/class-requests", kit.body());
    expect(res.statusCode).toBe(401);
  });
});

describe("PATCH /api/class-requests/{id}", () => {
  it("lets the requester edit while in review; a rejected one goes back to in_review", async () => {
    const me = await kit.signedIn();
    const r = await requestAs(me);
    const edited = await me.client.patch(`/api/class-requests/${r.id}`, { preferred_timeframe: "Any Saturday" });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ status: "in_review", preferred_timeframe: "Any Saturday" });
    await admin.client.post(`/api/admin/class-requests/${r.id}/review`, {
      status: "rejected",
      message: "Add a budget.",
    });
    const again = await me.client.patch(`/api/class-requests/${r.id}`, { description: "x".repeat(30) });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe("in_review");
  });

  it("refuses another user's request (403 once public, 404 while private) and an approved one (409)", async () => {
    const owner = await kit.signedIn();
    const other = await kit.signedIn();
    const r = await requestAs(owner);
    expect((await other.client.patch(`/api/class-requests/${r.id}`, { title: "Mine now!" })).statusCode).toBe(404);
    await admin.client.post(`/api/admin/class-requests/${r.id}/review`, { status: "approved" });
    expect((await other.client.patch(`/api/class-requests/${r.id}`, { title: "Mine now!" })).statusCode).toBe(403);
    const own = await owner.client.patch(`/api/class-requests/${r.id}`, { title: "Changed after approval" });
    expect(own.statusCode).toBe(409);
    expect((await sessionClient(t.app).patch(`/api/class-requests/${r.id}`, { title: "Anonymous" })).statusCode).toBe(
      401,
    );
  });
});

describe("GET /api/class-requests and /api/user/class-requests", () => {
  it("shows approved ones to everyone and in_review ones only to their requester", async () => {
    const owner = await kit.signedIn();
    const other = await kit.signedIn();
    const hidden = await requestAs(owner, { theme: "horseshoeing", title: "Hidden horseshoe request" });
    const open = await approved(owner, { theme: "horseshoeing", title: "Open horseshoe request" });
    const anon = await sessionClient(t.app).get("/api/class-requests?theme=horseshoeing");
    expect(anon.statusCode).toBe(200);
    const anonIds = anon.json().data.map((r: { id: number }) => r.id);
    expect(anonIds).toContain(open.id);
    expect(anonIds).not.toContain(hidden.id);
    const ownList = (await owner.client.get("/api/class-requests?theme=horseshoeing")).json().data;
    expect(ownList.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([open.id, hidden.id]));
    expect((await other.client.get(`/api/class-requests/${hidden.id}`)).statusCode).toBe(404);
    expect((await owner.client.get(`/api/class-requests/${hidden.id}`)).statusCode).toBe(200);
    const mine = await owner.client.get("/api/user/class-requests");
    expect(mine.json().data.map((r: { id: number }) => r.id)).toEqual([open.id, hidden.id]);
    expect((await sessionClient(t.app).get("/api/user/class-requests")).statusCode).toBe(401);
  });

  it("sorts by votes, newest and nearest, filters by location, and pages with a cursor", async () => {
    const owner = await kit.signedIn();
    const voter = await kit.signedIn();
    const theme = "jewelry-small-items";
    const a = await approved(owner, { theme, preferred_location: "Bend, Oregon" });
    const b = await approved(owner, { theme, preferred_location: "Portland, Oregon" });
    const c = await approved(owner, { theme, preferred_location: "Austin, Texas" });
    await voter.client.put(`/api/class-requests/${a.id}/vote`);
    const ids = async (qs: string) =>
      (await voter.client.get(`/api/class-requests?theme=${theme}&${qs}`)).json().data.map((r: { id: number }) => r.id);
    expect(await ids("sort=votes")).toEqual([a.id, c.id, b.id]);
    expect(await ids("sort=newest")).toEqual([c.id, b.id, a.id]);
    expect(await ids("sort=nearest&near=portland, oregon")).toEqual([b.id, a.id, c.id]);
    expect(await ids("location=oregon&sort=newest")).toEqual([b.id, a.id]);
    const page1 = (await voter.client.get(`/api/class-requests?theme=${theme}&sort=newest&limit=2`)).json();
    expect(page1.meta.total).toBe(3);
    expect(page1.data.map((r: { id: number }) => r.id)).toEqual([c.id, b.id]);
    const page2 = (
      await voter.client.get(`/api/class-requests?theme=${theme}&sort=newest&limit=2&cursor=${page1.meta.next_cursor}`)
    ).json();
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([a.id]);
    expect(page2.meta.next_cursor).toBeNull();
    const first = (await voter.client.get(`/api/class-requests?theme=${theme}&sort=votes`)).json().data[0];
    expect(first).toMatchObject({ id: a.id, votes_count: 1, has_voted: true });
  });
});

describe("votes", () => {
  it("PUT and DELETE are idempotent and only work on approved requests", async () => {
    const owner = await kit.signedIn();
    const voter = await kit.signedIn();
    const pending = await requestAs(owner);
    expect((await voter.client.put(`/api/class-requests/${pending.id}/vote`)).statusCode).toBe(404);
    const ownPending = await owner.client.put(`/api/class-requests/${pending.id}/vote`);
    expect(ownPending.statusCode).toBe(409);
    const r = await approved(owner);
    for (let i = 0; i < 2; i++) {
      const res = await voter.client.put(`/api/class-requests/${r.id}/vote`);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({ id: r.id, votes_count: 1, has_voted: true });
    }
    for (let i = 0; i < 2; i++) {
      const res = await voter.client.delete(`/api/class-requests/${r.id}/vote`);
      expect(res.json().data).toEqual({ id: r.id, votes_count: 0, has_voted: false });
    }
    expect((await sessionClient(t.app).put(`/api/class-requests/${r.id}/vote`)).statusCode).toBe(401);
  });

  it("keeps votes_count equal to the rows under 1,000 concurrent vote/unvote calls", async () => {
    const owner = await kit.signedIn();
    const r = await approved(owner);
    const voters = await Promise.all(Array.from({ length: 40 }, () => kit.signedIn()));
    // The first half only vote (they must end up counted); the second half flip at random.
    const calls = voters.flatMap((v, i) =>
      Array.from({ length: 25 }, () =>
        i < 20 || Math.random() < 0.5
          ? v.client.put(`/api/class-requests/${r.id}/vote`)
          : v.client.delete(`/api/class-requests/${r.id}/vote`),
      ),
    );
    expect(calls).toHaveLength(1000);
    const results = await Promise.all(calls);
    expect(results.filter((res) => res.statusCode !== 200)).toEqual([]);
    const rows = await t.db.select().from(classRequestVotes).where(eq(classRequestVotes.requestId, r.id));
    const [req] = await t.db.select().from(classRequests).where(eq(classRequests.id, r.id));
    expect(rows.length).toBeGreaterThanOrEqual(20);
    expect(req?.votesCount).toBe(rows.length);
    const shown = (await owner.client.get(`/api/class-requests/${r.id}`)).json().data;
    expect(shown.votes_count).toBe(rows.length);
  }, 180_000);
});
