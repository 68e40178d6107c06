import { emailTakenMessage } from "@guildforge/contracts";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { users } from "../../db/schema/index.ts";
import { linkIn, startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
let now = Date.now();
const appUrl = "http://guildforge.localhost:3000";
beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({
    env: { RATE_LIMITS: "off", SMTP_URL: smtp.url, APP_URL: appUrl },
    deps: { clock: () => new Date(now) },
  });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const strong = "forge-and-anvil-9";
const query = (u: URL) => Object.fromEntries(u.searchParams);

describe("email verification through a real SMTP peer", () => {
  it("register signs in and sends the verification mail; gated actions wait for its link, which verifies the account", async () => {
    const c = sessionClient(t.app);
    const email = "verify-me@example.test";
    const res = await c.post("/api/register", {
      name: "Vera Fyre",
      email,
      password: strong,
      password_confirmation: strong,
    });
    expect(res.statusCode).toBe(201); // and signed in (decision 500)
    expect((await c.get("/api/user")).json()).toMatchObject({ email, email_verified_at: null });
    expect((await c.post("/api/class-requests", {})).statusCode).toBe(403); // verification-gated
    const mail = await smtp.waitFor(email, /Verify your Guildforge email address/);
    expect(mail.body).toContain("Guildforge");
    const link = linkIn(mail, `${appUrl}/verify-email?`);
    expect(Object.keys(query(link)).sort()).toEqual(["expires", "hash", "id", "signature"]);
    // Verifying needs no session: the signed link is enough (another browser works too).
    const verified = await sessionClient(t.app).post("/api/email/verify", query(link));
    expect(verified.statusCode).toBe(204);
    expect((await c.get("/api/user")).json().email_verified_at).toEqual(expect.any(String));
    // The same session is now let through the gate (the route itself answers the empty body).
    expect((await c.post("/api/class-requests", {})).statusCode).toBe(422);
    // Idempotent.
    expect((await sessionClient(t.app).post("/api/email/verify", query(link))).statusCode).toBe(204);
  });

  it("refuses a tampered or expired link with 403 and a clear message", async () => {
    const c = sessionClient(t.app);
    const email = "tamper@example.test";
    await c.post("/api/register", { name: "Tam Per", email, password: strong, password_confirmation: strong });
    const link = query(linkIn(await smtp.waitFor(email, /Verify/), `${appUrl}/verify-email?`));
    const tampered = await c.post("/api/email/verify", { ...link, id: String(Number(link.id) + 1) });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().error.message).toMatch(/invalid/);
    const badSig = await c.post("/api/email/verify", { ...link, signature: "0".repeat(64) });
    expect(badSig.statusCode).toBe(403);
    now += 61 * 60_000;
    const expired = await c.post("/api/email/verify", link);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().error.message).toMatch(/expired/);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.emailVerifiedAt).toBeNull();
  });

  it("registering a taken email is a 422 on email and mails its owner, with the sign-in and reset links", async () => {
    const owner = await createUser(t.db, { name: "Olga Owner" });
    const body = (email: string) => ({ name: "Mallory", email, password: strong, password_confirmation: strong });
    const c = sessionClient(t.app);
    const taken = await c.post("/api/register", body(owner.email.toUpperCase()));
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: [emailTakenMessage] });
    expect((await c.get("/api/user")).statusCode).toBe(401); // no session
    const note = await smtp.waitFor(owner.email, /Someone tried to register/);
    expect(note.body).toContain("Hello Olga Owner");
    expect(note.body).toMatch(new RegExp(`${appUrl}/login\\s`));
    expect(note.body).toContain(`${appUrl}/forgot-password`);
    // The owner's account is untouched: the attempt's password does not sign in.
    const attempt = await sessionClient(t.app).post("/api/login", { email: owner.email, password: strong });
    expect(attempt.statusCode).toBe(422);
    expect(smtp.received.filter((m) => m.to.includes(owner.email) && /Verify/.test(m.subject ?? ""))).toEqual([]);
  });

  it("validates the verify body", async () => {
    const res = await sessionClient(t.app).post("/api/email/verify", { id: "x" });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(["expires", "hash", "id", "signature"]);
  });

  it("resend (signed in) sends a fresh link; signed out is 401", async () => {
    const user = await createUser(t.db, { verified: false });
    const c = sessionClient(t.app);
    expect((await c.post("/api/email/verification-notification")).statusCode).toBe(401);
    await c.login(user.email, user.password);
    const res = await c.post("/api/email/verification-notification");
    expect(res.statusCode).toBe(202);
    const link = linkIn(await smtp.waitFor(user.email, /Verify/), `${appUrl}/verify-email?`);
    expect((await c.post("/api/email/verify", query(link))).statusCode).toBe(204);
  });
});

describe("password reset through a real SMTP peer", () => {
  it("forgot -> emailed link -> reset: new password works, sessions end, token is single-use", async () => {
    const user = await createUser(t.db);
    const signedIn = sessionClient(t.app);
    await signedIn.login(user.email, user.password);
    const c = sessionClient(t.app);
    const res = await c.post("/api/forgot-password", { email: user.email });
    expect(res.statusCode).toBe(202);
    const mail = await smtp.waitFor(user.email, /Reset your Guildforge password/);
    const link = linkIn(mail, `${appUrl}/reset-password?`);
    const { token, email } = query(link);
    expect(email).toBe(user.email);
    const body = { token, email, password: "fresh-bellows-42", password_confirmation: "fresh-bellows-42" };
    expect((await c.post("/api/reset-password", body)).statusCode).toBe(204);
    expect((await signedIn.get("/api/user")).statusCode).toBe(401);
    await sessionClient(t.app).login(user.email, "fresh-bellows-42");
    const again = await c.post("/api/reset-password", {
      ...body,
      password: "other-bellows-43",
      password_confirmation: "other-bellows-43",
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.email[0]).toMatch(/invalid or has expired/);
  });

  it("answers the same 202 for an unknown email and sends nothing", async () => {
    const known = await createUser(t.db);
    const a = await sessionClient(t.app).post("/api/forgot-password", { email: known.email });
    const b = await sessionClient(t.app).post("/api/forgot-password", { email: "ghost@example.test" });
    expect(a.statusCode).toBe(202);
    expect(b.statusCode).toBe(202);
    expect(a.json()).toEqual(b.json());
    await smtp.waitFor(known.email, /Reset/);
    expect(smtp.received.some((m) => m.to.includes("ghost@example.test"))).toBe(false);
  });

  it("refuses a wrong token, an expired token, and weak new passwords", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.post("/api/forgot-password", { email: user.email });
    const { token } = query(linkIn(await smtp.waitFor(user.email, /Reset/), `${appUrl}/reset-password?`));
    const base = { email: user.email, password: "fresh-bellows-42", password_confirmation: "fresh-bellows-42" };
    expect((await c.post("/api/reset-password", { ...base, token: "not-the-token" })).statusCode).toBe(422);
    const weak = await c.post("/api/reset-password", {
      ...base,
      token,
      password: "password1",
      password_confirmation: "password1",
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password[0]).toMatch(/commonly used/);
    const missing = await c.post("/api/reset-password", {});
    expect(Object.keys(missing.json().errors).sort()).toEqual(["email", "password", "password_confirmation", "token"]);
    now += 61 * 60_000;
    expect((await c.post("/api/reset-password", { ...base, token })).statusCode).toBe(422);
  });
});
