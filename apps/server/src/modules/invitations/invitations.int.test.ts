import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { instructorInvitations } from "../../db/schema/index.ts";
import { readOutbox } from "../../platform/mail/outbox.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
});
afterAll(() => t?.close());

type Role = "student" | "instructor" | "host" | "admin";
async function signedIn(roles: Role[] = ["student"], email?: string) {
  const user = await createUser(t.db, { roles, ...(email ? { email } : {}) });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

let seq = 0;
const freshEmail = () => `invitee-${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 6)}@example.test`;

async function invite(email: string, roles: Role[] = ["host"]) {
  const inviter = await signedIn(roles);
  const res = await inviter.client.post("/api/instructor-invitations", { email });
  expect(res.statusCode).toBe(201);
  const url: string = res.json().data.url;
  return { inviter, res, url, token: url.split("/").at(-1) as string };
}

describe("POST /api/instructor-invitations", () => {
  it("a host invites an email: 201, link emailed, only the token's hash stored", async () => {
    const email = freshEmail();
    const { inviter, res, url, token } = await invite(email);
    expect(res.json().data).toMatchObject({
      email,
      status: "pending",
      inviter: { id: inviter.user.id, name: inviter.user.name },
    });
    expect(url).toBe(`${t.config.appUrl}/instructor-invitation/${token}`);
    const expires = new Date(res.json().data.expires_at).getTime() - new Date(res.json().data.created_at).getTime();
    expect(Math.round(expires / 86_400_000)).toBe(7);
    const [row] = await t.db.select().from(instructorInvitations).where(eq(instructorInvitations.email, email));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    await vi.waitFor(
      async () => {
        const mail = (await readOutbox(t.config.dataDir)).find((m) => m.to === email);
        expect(mail?.text).toContain(url);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("an admin may invite too", async () => {
    await invite(freshEmail(), ["admin"]);
  });

  it("refuses students and instructors (403), signed-out visitors (401), bad emails (422)", async () => {
    const student = await signedIn();
    expect((await student.client.post("/api/instructor-invitations", { email: freshEmail() })).statusCode).toBe(403);
    const instructor = await signedIn(["instructor"]);
    expect((await instructor.client.post("/api/instructor-invitations", { email: freshEmail() })).statusCode).toBe(403);
    const anon = sessionClient(t.app);
    expect((await anon.post("/api/instructor-invitations", { email: freshEmail() })).statusCode).toBe(401);
    const host = await signedIn(["host"]);
    const bad = await host.client.post("/api/instructor-invitations", { email: "not-an-email" });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("email");
  });

  it("a retry with the same Idempotency-Key answers with the same link: one invitation, one email, no token kept", async () => {
    const email = freshEmail();
    const host = await signedIn(["host"]);
    const key = { "idempotency-key": "invite-1" };
    const attempts = await Promise.all(
      [1, 2].map(() => host.client.post("/api/instructor-invitations", { email }, key)),
    );
    const late = await host.client.post("/api/instructor-invitations", { email }, key);
    for (const r of [...attempts, late]) expect(r.statusCode).toBe(201);
    const urls = new Set([...attempts, late].map((r) => r.json().data.url));
    expect(urls.size).toBe(1);
    const rows = await t.db.select().from(instructorInvitations).where(eq(instructorInvitations.email, email));
    expect(rows).toHaveLength(1);
    // The link works, and nothing stored holds the token (the platform keeps no answer for this route).
    const token = [...urls][0]?.split("/").at(-1) as string;
    expect((await t.app.inject({ url: `/api/instructor-invitations/${token}` })).statusCode).toBe(200);
    const kept = await t.db.execute(
      sql`select count(*)::int as n from idempotent_requests where body like ${`%${token}%`}`,
    );
    expect((kept as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(0);
    await vi.waitFor(
      async () => expect((await readOutbox(t.config.dataDir)).filter((m) => m.to === email)).toHaveLength(1),
      { timeout: 15_000, interval: 200 },
    );
    // A new key is a new invitation with its own link; another host's same key is theirs.
    const again = await host.client.post("/api/instructor-invitations", { email }, { "idempotency-key": "invite-2" });
    expect(again.json().data.url).not.toBe(late.json().data.url);
    const other = await signedIn(["host"]);
    const theirs = await other.client.post("/api/instructor-invitations", { email }, key);
    expect(theirs.json().data.url).not.toBe(late.json().data.url);
  });

  it("answers 409 when the person already is an instructor", async () => {
    const existing = await createUser(t.db, { roles: ["instructor"] });
    const host = await signedIn(["host"]);
    expect((await host.client.post("/api/instructor-invitations", { email: existing.email })).statusCode).toBe(409);
  });
});

describe("GET /api/instructor-invitations/{token}", () => {
  it("shows the inviter and the email to anyone holding the token", async () => {
    const email = freshEmail();
    const { inviter, token } = await invite(email);
    const res = await sessionClient(t.app).get(`/api/instructor-invitations/${token}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ email, status: "pending", inviter: { id: inviter.user.id } });
    expect(JSON.stringify(res.json())).not.toContain("token_hash");
  });

  it("answers 404 for an unknown token", async () => {
    const res = await sessionClient(t.app).get("/api/instructor-invitations/not-a-real-token-at-all-xxxxxxxx");
    expect(res.statusCode).toBe(404);
  });
});

describe("POST /api/instructor-invitations/{token}/accept", () => {
  it("grants the instructor role to the invited, signed-in user, once", async () => {
    const email = freshEmail();
    const { token } = await invite(email);
    const invitee = await signedIn(["student"], email.toUpperCase());
    const res = await invitee.client.post(`/api/instructor-invitations/${token}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe("accepted");
    expect((await invitee.client.get("/api/user")).json().roles).toContain("instructor");
    const again = await invitee.client.post(`/api/instructor-invitations/${token}/accept`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/already been used/);
    expect((await sessionClient(t.app).get(`/api/instructor-invitations/${token}`)).json().data.status).toBe(
      "accepted",
    );
  });

  it("refuses a user signed in with another email (403) and signed-out visitors (401)", async () => {
    const { token } = await invite(freshEmail());
    const someoneElse = await signedIn();
    const res = await someoneElse.client.post(`/api/instructor-invitations/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toMatch(/another email address/);
    expect((await someoneElse.client.get("/api/user")).json().roles).not.toContain("instructor");
    expect((await sessionClient(t.app).post(`/api/instructor-invitations/${token}/accept`)).statusCode).toBe(401);
  });

  it("refuses an expired invitation (409)", async () => {
    const email = freshEmail();
    const { token } = await invite(email);
    await t.db
      .update(instructorInvitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(instructorInvitations.email, email));
    const invitee = await signedIn(["student"], email);
    const res = await invitee.client.post(`/api/instructor-invitations/${token}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/expired/);
    expect((await invitee.client.get("/api/user")).json().roles).not.toContain("instructor");
  });

  it("answers 404 for an unknown token", async () => {
    const { client } = await signedIn();
    expect((await client.post("/api/instructor-invitations/no-such-token-here-0000000/accept")).statusCode).toBe(404);
  });
});
