import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

async function signedIn() {
  const user = await createUser(t.db);
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

describe("PATCH /api/user/settings (issue 39: the account's language)", () => {
  it("stores a language, shows it in GET /api/user, and null goes back to following the browser", async () => {
    const { client, user } = await signedIn();
    expect((await client.get("/api/user")).json().language).toBeNull();

    const res = await client.patch("/api/user/settings", { language: "de" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { language: "de" } });
    expect(res.headers["cache-control"]).toMatch(/no-store/);
    expect((await client.get("/api/user")).json().language).toBe("de");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.language).toBe("de");

    // The same request again changes nothing (idempotent).
    expect((await client.patch("/api/user/settings", { language: "de" })).json()).toEqual({ data: { language: "de" } });

    const cleared = await client.patch("/api/user/settings", { language: null });
    expect(cleared.json()).toEqual({ data: { language: null } });
    expect((await client.get("/api/user")).json().language).toBeNull();
  });

  it("refuses a language we do not write in, an unknown field and a missing one (422), and a signed-out caller (401)", async () => {
    const { client } = await signedIn();
    for (const body of [{ language: "es" }, { language: "DE" }, { language: "de", theme: "dark" }, {}]) {
      const res = await client.patch("/api/user/settings", body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
    }
    const wrong = await client.patch("/api/user/settings", { language: "es" });
    expect(wrong.json().errors).toHaveProperty("language");
    expect(JSON.stringify(wrong.json())).toContain("Choose English, Deutsch or Français.");
    expect((await client.get("/api/user")).json().language).toBeNull();
    expect((await sessionClient(t.app).patch("/api/user/settings", { language: "fr" })).statusCode).toBe(401);
  });

  it("is refused without the CSRF token", async () => {
    const { client } = await signedIn();
    const res = await t.app.inject({
      method: "PATCH",
      url: "/api/user/settings",
      payload: { language: "fr" },
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
        "x-requested-with": "XMLHttpRequest",
      },
    });
    expect(res.statusCode).toBe(419);
    expect((await client.get("/api/user")).json().language).toBeNull();
  });
});
