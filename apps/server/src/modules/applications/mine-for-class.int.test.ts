import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { applyBody, createClass, signedIn } from "./testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

describe("GET /api/applications?class_id=", () => {
  it("answers only the viewer's own applications to that class, never another student's", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const a = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true });
    const b = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true });
    const student = await signedIn(t.app, t.db);
    const other = await signedIn(t.app, t.db);
    await student.client.post(`/api/classes/${a.id}/applications`, applyBody(a));
    await student.client.post(`/api/classes/${b.id}/applications`, applyBody(b));
    await other.client.post(`/api/classes/${a.id}/applications`, applyBody(a));

    const forA = (await student.client.get(`/api/applications?class_id=${a.id}`)).json();
    expect(forA.data.map((x: { class: { id: number } }) => x.class.id)).toEqual([a.id]);
    expect(forA.meta).toEqual({ next_cursor: null, total: 1 });
    expect((await student.client.get("/api/applications")).json().data).toHaveLength(2);
    // The teacher of the class has applied to nothing: their own list for it is empty.
    expect((await teacher.client.get(`/api/applications?class_id=${a.id}`)).json().data).toEqual([]);
  });

  it("combines with status, refuses a malformed id and needs a signed-in user", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const cls = await createClass(t.db, { instructorId: teacher.user.id, autoAccept: true });
    const student = await signedIn(t.app, t.db);
    await student.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls));
    const accepted = await student.client.get(`/api/applications?class_id=${cls.id}&status=accepted`);
    expect(accepted.json().data).toHaveLength(1);
    const pending = await student.client.get(`/api/applications?class_id=${cls.id}&status=pending`);
    expect(pending.json().data).toEqual([]);
    const bad = await student.client.get("/api/applications?class_id=abc");
    expect(bad.statusCode).toBe(422);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/applications?class_id=${cls.id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
