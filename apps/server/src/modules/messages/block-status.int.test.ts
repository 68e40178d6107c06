import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { signedIn } from "../applications/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

describe("GET /api/users/{id}/block", () => {
  it("tells the viewer whether they blocked that person, and only that", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const status = async (who: typeof teacher, id: number) => {
      const res = await who.client.get(`/api/users/${id}/block`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };
    expect(await status(student, teacher.user.id)).toEqual({ blocked: false });

    expect((await student.client.post(`/api/users/${teacher.user.id}/block`, {})).statusCode).toBe(204);
    expect(await status(student, teacher.user.id)).toEqual({ blocked: true });
    // the blocked person is never told
    expect(await status(teacher, student.user.id)).toEqual({ blocked: false });

    expect((await student.client.delete(`/api/users/${teacher.user.id}/block`)).statusCode).toBe(204);
    expect(await status(student, teacher.user.id)).toEqual({ blocked: false });
  });

  it("needs a signed-in viewer and an existing user", async () => {
    const student = await signedIn(t.app, t.db);
    const anonymous = await t.app.inject({ method: "GET", url: `/api/users/${student.user.id}/block` });
    expect(anonymous.statusCode).toBe(401);
    const unknown = await student.client.get("/api/users/999999999/block");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toMatchObject({ status: 404, message: "User not found." });
  });

  it("links a conversation's instructor to their public profile page (/users/{slug}), where Block lives", async () => {
    const teacher = await signedIn(t.app, t.db, ["instructor"]);
    const student = await signedIn(t.app, t.db);
    const res = await student.client.post("/api/conversations", { user_id: teacher.user.id, body: "Hello" });
    expect(res.statusCode).toBe(201);
    const url: string = res.json().data.conversation.other.profile_url;
    expect(url).toMatch(/^\/users\/[^/]+$/);
    const profile = await student.client.get(`/api${url}`);
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.id).toBe(teacher.user.id);
  });
});
