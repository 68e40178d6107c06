import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applyBody, createClass, signedIn } from "./testing.ts";

// Issue 21 point 8: long lists page through results (decision 372).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

const day = 86_400_000;
type Item = { class: { id: number } };

describe("GET /api/dashboard/teaching", () => {
  it("pages the managed classes soonest first, and the dashboard holds the first page", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const made = [];
    for (let i = 0; i < 8; i++)
      made.push(await createClass(t.db, { instructorId: teacher.user.id, startsInMs: (8 - i) * day }));
    await createClass(t.db, { instructorId: teacher.user.id, startsInMs: -10 * day }); // over: not listed
    const soonestFirst = [...made].reverse().map((c) => c.id);

    const first = (await teacher.client.get("/api/dashboard/teaching?limit=3")).json();
    expect(first.data.map((c: Item) => c.class.id)).toEqual(soonestFirst.slice(0, 3));
    expect(first.meta.total).toBe(8);
    const seen = [...first.data];
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const page = (await teacher.client.get(`/api/dashboard/teaching?limit=3&cursor=${cursor}`)).json();
      seen.push(...page.data);
      cursor = page.meta.next_cursor;
    }
    expect(seen.map((c: Item) => c.class.id)).toEqual(soonestFirst);

    const dash = (await teacher.client.get("/api/dashboard")).json().data.teaching;
    expect(dash.classes.map((c: Item) => c.class.id)).toEqual(soonestFirst.slice(0, 6));
    expect(dash.classes_total).toBe(8);
    const rest = (await teacher.client.get(`/api/dashboard/teaching?cursor=${dash.classes_next_cursor}`)).json();
    expect(rest.data.map((c: Item) => c.class.id)).toEqual(soonestFirst.slice(6));
    expect(rest.meta.next_cursor).toBeNull();
  });

  it("lists only one's own classes, refuses students and forged cursors", async () => {
    const mine = await signedIn(t.app, t.db, ["instructor"]);
    const other = await signedIn(t.app, t.db, ["instructor"]);
    await createClass(t.db, { instructorId: other.user.id });
    expect((await mine.client.get("/api/dashboard/teaching")).json()).toEqual({
      data: [],
      meta: { next_cursor: null, total: 0 },
    });
    const student = await signedIn(t.app, t.db);
    expect((await student.client.get("/api/dashboard/teaching")).statusCode).toBe(403);
    const forged = await mine.client.get("/api/dashboard/teaching?cursor=bm90LWEtY3Vyc29y");
    expect(forged.statusCode).toBe(422);
    expect(Object.keys(forged.json().errors)).toEqual(["cursor"]);
  });
});

describe("GET /api/manage/students with class_id and limit", () => {
  it("pages one roster's students and says how many there are", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true, capacity: 10 });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      const s = await signedIn(t.app, t.db);
      expect((await s.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).statusCode).toBe(201);
      ids.push(s.user.id);
    }
    const first = (await teacher.client.get(`/api/manage/students?class_id=${cls.id}&limit=2`)).json();
    expect(first.data[0].students).toHaveLength(2);
    expect(first.meta.total).toBe(5);
    const got = [...first.data[0].students];
    let cursor = first.meta.next_cursor;
    while (cursor) {
      const page = (
        await teacher.client.get(`/api/manage/students?class_id=${cls.id}&limit=2&cursor=${cursor}`)
      ).json();
      got.push(...page.data[0].students);
      cursor = page.meta.next_cursor;
    }
    expect(got.map((s: { id: number }) => s.id).sort()).toEqual(ids.sort());
    expect(new Set(got.map((s: { id: number }) => s.id)).size).toBe(5);
    const all = (await teacher.client.get(`/api/manage/students?class_id=${cls.id}`)).json();
    expect(all.data[0].students).toHaveLength(5);
    expect(all.meta).toBeUndefined();
  });
});
