import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

describe("GET /api/user/profile", () => {
  it("returns the signed-in user's own profile (the /profile page's form values)", async () => {
    const user = await createUser(t.db);
    const client = sessionClient(t.app);
    await client.login(user.email, user.password);
    await client.patch("/api/user", { bio: "Farrier for twenty years.", home_location: "Bend, Oregon" });
    const res = await client.get("/api/user/profile");
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: user.id,
      email: user.email,
      slug: user.slug,
      bio: "Farrier for twenty years.",
      home_location: "Bend, Oregon",
      avatar_url: null,
    });
    expect(JSON.stringify(res.json())).not.toContain("password");
  });

  it("answers 401 when signed out", async () => {
    expect((await sessionClient(t.app).get("/api/user/profile")).statusCode).toBe(401);
  });
});
