import { emailTakenCode, emailTakenMessage } from "@guildforge/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
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

/** Each Set-Cookie of an answer, by name: its attributes without the value (what kind of cookie it is). */
const cookieShapes = (res: { headers: Record<string, unknown> }) => {
  const raw = res.headers["set-cookie"];
  const list = Array.isArray(raw) ? raw : raw ? [String(raw)] : [];
  return Object.fromEntries(
    list.map((c: string) => {
      const [pair = "", ...attributes] = c.split(/;\s*/);
      return [pair.split("=")[0], attributes.map((a) => a.toLowerCase()).sort()];
    }),
  );
};

describe("POST /api/register (decision 500)", () => {
  it("creates an unverified student, signs it in (201, the user, a session as login makes one) and queues the verification mail", async () => {
    const sent = vi.spyOn(t.app.mail, "enqueue");
    try {
      const c = sessionClient(t.app);
      const body = registration({ name: "Rhea Tongs" });
      const res = await c.post("/api/register", body);
      expect(res.statusCode).toBe(201);
      const [row] = await t.db.select().from(users).where(eq(users.email, body.email));
      expect(row).toMatchObject({ slug: "rhea-tongs", emailVerifiedAt: null, roles: ["student"] });
      const user = {
        id: row?.id,
        name: "Rhea Tongs",
        email: body.email,
        email_verified_at: null,
        roles: ["student"],
        primary_role: "student",
        language: null,
      };
      expect(res.json()).toEqual({ data: user });
      // Signed in: the client then fetches the current user (SPEC s4).
      const me = await c.get("/api/user");
      expect(me.statusCode).toBe(200);
      expect(me.json()).toEqual(user);
      expect(
        await t.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, row?.id as number)),
      ).toHaveLength(1);
      const mails = sent.mock.calls.map(([m]) => m).filter((m) => m.to === body.email);
      expect(mails.map((m) => m.subject)).toEqual(["Verify your Guildforge email address"]);
      // The session cookie is the one login sets, with the same attributes.
      const other = await createUser(t.db);
      const login = await sessionClient(t.app).post("/api/login", { email: other.email, password: other.password });
      expect(cookieShapes(res)).toEqual(cookieShapes(login));
      expect(Object.keys(cookieShapes(res)).length).toBeGreaterThan(0);
    } finally {
      sent.mockRestore();
    }
  });

  it("the new, unverified user is refused the verification-gated actions until the mailed link is used", async () => {
    const c = sessionClient(t.app);
    expect((await c.post("/api/register", registration())).statusCode).toBe(201);
    const res = await c.post("/api/class-requests", {});
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      error: { message: "Verify your email address to continue.", code: "FORBIDDEN", status: 403 },
    });
  });

  it("suffixes the slug when the name is taken", async () => {
    const a = await sessionClient(t.app).post("/api/register", registration({ name: "Vulcan Smith" }));
    const b = await sessionClient(t.app).post("/api/register", registration({ name: "Vulcan Smith" }));
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    const rows = await t.db.select({ slug: users.slug }).from(users).where(eq(users.name, "Vulcan Smith"));
    expect(rows.map((r) => r.slug).sort()).toEqual(["vulcan-smith", "vulcan-smith-2"]);
  });

  it("a taken email (whatever its case): 422 on email with the SPEC's shape, no session, nothing created, and its owner is mailed", async () => {
    const body = registration();
    expect((await sessionClient(t.app).post("/api/register", body)).statusCode).toBe(201);
    const sent = vi.spyOn(t.app.mail, "enqueue");
    try {
      const c = sessionClient(t.app);
      const again = registration({ email: body.email.toUpperCase(), name: "Someone Else" });
      const res = await c.post("/api/register", again);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { email: [emailTakenMessage] } });
      expect(Object.keys(res.json().errors)).toEqual(["email"]);
      expect(emailTakenMessage).toBe("An account with this email already exists. Sign in or reset your password.");
      expect((await c.get("/api/user")).statusCode).toBe(401);
      const rows = await t.db.select().from(users).where(eq(users.email, body.email));
      expect(rows.map((r) => r.name)).toEqual([body.name]);
      const mails = sent.mock.calls.map(([m]) => m);
      expect(mails.map((m) => [m.to, m.subject])).toEqual([
        [body.email, "Someone tried to register with your Guildforge email address"],
      ]);
      expect(mails[0]?.text).toContain("/forgot-password");
    } finally {
      sent.mockRestore();
    }
  });

  it("a taken email is said in the request's language, with a code that does not depend on it (issue 39)", async () => {
    const body = registration();
    expect((await sessionClient(t.app).post("/api/register", body)).statusCode).toBe(201);
    const again = registration({ email: body.email, name: "Someone Else" });
    const said: Record<string, unknown> = {};
    for (const [language, headers] of [
      ["en", {}],
      ["de", { "x-page-language": "de" }],
      ["fr", { "accept-language": "fr-CH,fr;q=0.9" }],
    ] as const) {
      const res = await sessionClient(t.app).post("/api/register", again, headers);
      expect(res.statusCode).toBe(422);
      expect(res.json().codes).toEqual({ email: [emailTakenCode] });
      said[language] = res.json().errors.email;
    }
    expect(said).toEqual({
      en: [emailTakenMessage],
      de: ["Mit dieser E-Mail-Adresse gibt es schon ein Konto. Melde dich an oder setze dein Passwort zurück."],
      fr: ["Un compte existe déjà avec cette adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe."],
    });
  });

  it("the same new email twice at once: one account and a 201, the other a 422 on email", async () => {
    const body = registration({ email: `twice-${Date.now()}@example.test` });
    const answers = await Promise.all([
      sessionClient(t.app).post("/api/register", body),
      sessionClient(t.app).post("/api/register", { ...body, email: body.email.toUpperCase() }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    const refused = answers.find((r) => r.statusCode === 422);
    expect(refused?.json().errors).toEqual({ email: [emailTakenMessage] });
    expect(await t.db.select().from(users).where(eq(users.email, body.email))).toHaveLength(1);
  });

  it("a taken email with a guessable password: both fields answered at once", async () => {
    const body = registration();
    expect((await sessionClient(t.app).post("/api/register", body)).statusCode).toBe(201);
    const res = await sessionClient(t.app).post(
      "/api/register",
      registration({ email: body.email, password: "password1234", password_confirmation: "password1234" }),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["email", "password"]);
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
    [
      "password",
      { password: "Guildforge2026!", password_confirmation: "Guildforge2026!" },
      "This password is too easy to guess: it is built from your name, your email or this site's name. Try three or four unrelated words, or a longer phrase only you would think of.",
    ],
    [
      "password",
      { password: "qwertyuiopas", password_confirmation: "qwertyuiopas" },
      "This password is too easy to guess: it is a commonly used password with small changes. Try three or four unrelated words, or a longer phrase only you would think of.",
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
      language: null,
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
