import { registerMessage } from "@guildforge/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
});
afterAll(() => t?.close());

const strong = "forge-and-anvil-9";
let seq = 0;
const registration = (over: Record<string, unknown> = {}) => {
  seq++;
  return {
    name: `Rhea Tongs ${seq}`,
    email: `rhea${seq}@example.test`,
    password: strong,
    password_confirmation: strong,
    ...over,
  };
};

describe("POST /api/register", () => {
  it('creates an unverified student and answers 202 "check your email" without signing in', async () => {
    const c = sessionClient(t.app);
    const body = registration({ name: "Rhea Tongs" });
    const res = await c.post("/api/register", body);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: registerMessage });
    expect((await c.get("/api/user")).statusCode).toBe(401);
    const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(row).toMatchObject({ slug: "rhea-tongs", emailVerifiedAt: null, roles: ["student"] });
    // The new user signs in with the password they chose.
    expect((await c.post("/api/login", { email: body.email, password: strong })).statusCode).toBe(204);
    expect((await c.get("/api/user")).json()).toMatchObject({ name: "Rhea Tongs", email: body.email });
  });

  it("suffixes the slug when the name is taken", async () => {
    const a = await sessionClient(t.app).post("/api/register", registration({ name: "Vulcan Smith" }));
    const b = await sessionClient(t.app).post("/api/register", registration({ name: "Vulcan Smith" }));
    expect([a.statusCode, b.statusCode]).toEqual([202, 202]);
    const rows = await t.db.select({ slug: users.slug }).from(users).where(eq(users.name, "Vulcan Smith"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["vulcan-smith", "vulcan-smith-2"]);
  });

  it("answers a taken email (whatever its case) exactly as a new one, and creates nothing", async () => {
    const body = registration();
    expect((await sessionClient(t.app).post("/api/register", body)).statusCode).toBe(202);
    const again = registration({ email: body.email.toUpperCase(), name: "Someone Else" });
    const res = await sessionClient(t.app).post("/api/register", again);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ message: registerMessage });
    const rows = await t.db.select().from(users).where(eq(users.email, body.email));
    expect(rows.map((r) => r.name)).toEqual([body.name]);
  });

  it.each([
    ["name", { name: "" }, "The name field is required."],
    ["name", { name: undefined }, "The name field is required."],
    ["email", { email: "not-an-email" }, "The email field must be a valid email address."],
    ["email", { email: undefined }, "The email field is required."],
    [
      "password",
      { password: "short1", password_confirmation: "short1" },
      "The password field must be at least 8 characters.",
    ],
    [
      "password",
      { password: "x".repeat(129), password_confirmation: "x".repeat(129) },
      "The password field must not be greater than 128 characters.",
    ],
    [
      "password",
      { password_confirmation: "something-else-1" },
      "The two passwords do not match: type the same password in both boxes.",
    ],
    [
      "password",
      { password: "password123", password_confirmation: "password123" },
      "This password is one of the most commonly used. Please choose a less guessable one.",
    ],
    [
      "password",
      { name: "Brunhild Hammer", password: "brunhild-2026", password_confirmation: "brunhild-2026" },
      "The password must not contain your name.",
    ],
    [
      "password",
      { email: "tongsmith@example.test", password: "my-tongsmith-pw", password_confirmation: "my-tongsmith-pw" },
      "The password must not contain your email address.",
    ],
    [
      "password",
      { password: "          ", password_confirmation: "          " },
      "The password cannot be only spaces.",
    ],
  ])("422 on a bad %s (%j)", async (field, over, message) => {
    const res = await sessionClient(t.app).post("/api/register", registration(over));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toContain(message);
  });
});

describe("POST /api/login, /api/logout, GET /api/user", () => {
  it("signs in (204), the user endpoint answers, and logout destroys the session row", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    const res = await c.post("/api/login", { email: user.email.toUpperCase(), password: user.password });
    expect(res.statusCode).toBe(204);
    const me = await c.get("/api/user");
    expect(me.json()).toEqual({
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified_at: expect.any(String),
      roles: ["student"],
      primary_role: "student",
    });
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
    const out = await c.post("/api/logout");
    expect(out.statusCode).toBe(204);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect((await c.get("/api/user")).statusCode).toBe(401);
  });

  it("answers 401 with the error body when signed out", async () => {
    const res = await sessionClient(t.app).get("/api/user");
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      error: { message: "Please sign in to continue.", code: "UNAUTHENTICATED", status: 401 },
    });
  });

  it("gives the same 422 for a wrong password and for an unknown email", async () => {
    const user = await createUser(t.db);
    const wrong = await sessionClient(t.app).post("/api/login", { email: user.email, password: "wrong-password-1" });
    const unknown = await sessionClient(t.app).post("/api/login", {
      email: "nobody@example.test",
      password: "wrong-password-1",
    });
    const expected = {
      message: "These credentials do not match our records.",
      errors: { email: ["These credentials do not match our records."] },
    };
    expect(wrong.statusCode).toBe(422);
    expect(unknown.statusCode).toBe(422);
    expect(wrong.json()).toEqual(expected);
    expect(unknown.json()).toEqual(expected);
  });

  it("validates the login body", async () => {
    const res = await sessionClient(t.app).post("/api/login", { email: "x", password: "" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "password"]);
  });

  it("rotates the session id on login: the old cookie stops working", async () => {
    const a = await createUser(t.db);
    const b = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(a.email, a.password);
    const first = c.cookies.get("guildforge_session");
    await c.login(b.email, b.password);
    const second = c.cookies.get("guildforge_session");
    expect(second).not.toBe(first);
    expect((await c.get("/api/user")).json().id).toBe(b.id);
    const old = await t.app.inject({ url: "/api/user", headers: { cookie: `guildforge_session=${first}` } });
    expect(old.statusCode).toBe(401);
  });

  it("remember me makes the cookie persistent; otherwise it is a browser-session cookie", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    const plain = await c.post("/api/login", { email: user.email, password: user.password });
    const remembered = await c.post("/api/login", { email: user.email, password: user.password, remember: true });
    const sessionCookie = (r: typeof plain) =>
      (r.headers["set-cookie"] as string[]).find((s) => s.startsWith("guildforge_session=")) as string;
    expect(sessionCookie(plain)).not.toMatch(/Max-Age/);
    expect(sessionCookie(remembered)).toMatch(/Max-Age=2592000/);
  });

  it("refuses a suspended user and ends their sessions", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, user.id));
    expect((await c.get("/api/user")).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    const again = await sessionClient(t.app).post("/api/login", { email: user.email, password: user.password });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/suspended/);
  });

  it("rehashes a password stored with older argon2 parameters on login", async () => {
    const { argon2, randomBytes } = await import("node:crypto");
    const nonce = randomBytes(16);
    const tag = hashWithOldParams(argon2, nonce, "old-params-pass-1");
    const b64 = (b: Buffer) => b.toString("base64").replace(/=+$/, "");
    const old = `$argon2id$v=19$m=8192,t=1,p=1$${b64(nonce)}$${b64(await tag)}`;
    const user = await createUser(t.db);
    await t.db.update(users).set({ passwordHash: old }).where(eq(users.id, user.id));
    await sessionClient(t.app).login(user.email, "old-params-pass-1");
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

function hashWithOldParams(
  argon2: typeof import("node:crypto").argon2,
  nonce: Buffer,
  message: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    argon2("argon2id", { message, nonce, memory: 8192, passes: 1, parallelism: 1, tagLength: 32 }, (err, out) =>
      err ? reject(err) : resolve(out),
    ),
  );
}
