import { accountExportSchema } from "@guildforge/contracts";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { rowsOf } from "../../db/rows.ts";
import { applications, classRequests, classRequestVotes, notifications, users } from "../../db/schema/index.ts";
import { startSmtpPeer } from "../../platform/mail/testing-smtp.ts";
import { type EndingSession, onSessionsEnding } from "../../platform/sessions/index.ts";
import { type SessionClient, sessionClient } from "../../platform/sessions/testing.ts";
import { applyBody, createClass, createVenue } from "../applications/testing.ts";

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
const ended: EndingSession[] = [];
const appUrl = "http://guildforge.localhost:3000";

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ env: { RATE_LIMITS: "off", SMTP_URL: smtp.url, APP_URL: appUrl } });
  await t.app.ready();
  onSessionsEnding(t.app, async (s) => void ended.push(...s));
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

async function person(roles: ("student" | "instructor" | "host")[] = ["student"], name = "Dana Draw") {
  const user = await createUser(t.db, { roles, name });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}
const del = (c: SessionClient, password: string) => c.request("DELETE", "/api/user", { password });

/** A conversation between the two with one message from each. */
async function talk(a: SessionClient, bId: number, b: SessionClient) {
  const start = await a.post("/api/conversations", { user_id: bId, body: "Hello from the first" });
  expect(start.statusCode, start.body).toBeLessThan(300);
  const id = start.json().data.conversation.id as number;
  const reply = await b.post(`/api/conversations/${id}/messages`, { body: "Hello back" });
  expect(reply.statusCode, reply.body).toBeLessThan(300);
  return id;
}

describe("GET /api/user/export", () => {
  it("downloads the person's own data as a JSON file, never cached, never anyone else's email", async () => {
    const teacher = await person(["student", "instructor"], "Theo Teacher");
    const me = await person(["student"], "Esme Export");
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    expect((await me.client.post(`/api/classes/${cls.id}/applications`, applyBody(cls))).statusCode).toBe(201);
    const [request] = await t.db
      .insert(classRequests)
      .values({
        requesterId: me.user.id,
        title: "Damascus weekend",
        theme: "knife-making",
        description: "Pattern welding for beginners.",
        preferredLocation: "Portland",
        preferredTimeframe: "Spring",
        skillLevel: "beginner",
      })
      .returning();
    await t.db.insert(classRequestVotes).values({ requestId: request?.id as number, userId: me.user.id });
    await t.db
      .insert(notifications)
      .values({ userId: me.user.id, type: "class_change", title: "Moved", message: "It moved." });
    await talk(teacher.client, me.user.id, me.client);

    const res = await me.client.get("/api/user/export");
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["content-disposition"]).toMatch(
      /^attachment; filename="guildforge-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = accountExportSchema.parse(res.json());
    expect(data.profile).toMatchObject({ id: me.user.id, email: me.user.email, name: "Esme Export" });
    expect(data.applications).toEqual([
      expect.objectContaining({ class: expect.objectContaining({ id: cls.id, title: cls.title }), status: "pending" }),
    ]);
    expect(data.class_requests.map((r) => r.title)).toEqual(["Damascus weekend"]);
    expect(data.votes.map((v) => v.title)).toEqual(["Damascus weekend"]);
    expect(data.messages_written).toEqual([expect.objectContaining({ body: "Hello back", to: "Theo Teacher" })]);
    expect(data.notifications.map((n) => n.title)).toContain("Moved");
    expect(res.body).not.toContain(teacher.user.email);
    expect(res.body).not.toContain("Hello from the first"); // what others wrote is theirs
    expect(res.body).not.toMatch(/password/i);
  });

  it("answers 401 when signed out", async () => {
    expect((await sessionClient(t.app).get("/api/user/export")).statusCode).toBe(401);
  });
});

describe("DELETE /api/user with rate limits on", () => {
  it("waits after five wrong passwords, as changing the password does", async () => {
    const limited = await createTestApp();
    try {
      await limited.app.ready();
      const user = await createUser(limited.db);
      const c = sessionClient(limited.app);
      await c.login(user.email, user.password);
      for (let i = 0; i < 5; i++) expect((await del(c, "wrong-password")).statusCode).toBe(422);
      const held = await del(c, user.password); // even the right one waits now
      expect(held.statusCode).toBe(429);
      expect(held.json().error.message).toBe(
        "Too many wrong passwords. Please wait a quarter of an hour and try again.",
      );
      expect((await c.get("/api/user")).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  }, 120_000);
});

describe("DELETE /api/user", () => {
  it("needs the password, and refuses while others count on the person's classes", async () => {
    const teacher = await person(["student", "instructor"], "Tess Busy");
    const cls = await createClass(t.db, { instructorId: teacher.user.id });
    const wrong = await del(teacher.client, "not-my-password");
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["That is not your password."] });
    const empty = await teacher.client.request("DELETE", "/api/user", {});
    expect(empty.statusCode).toBe(422);
    const busy = await del(teacher.client, teacher.user.password);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.message).toContain(`cancel the classes you teach that have not ended ("${cls.title}")`);
    expect((await teacher.client.get("/api/user")).statusCode).toBe(200); // still there, still signed in

    const host = await person(["student", "host"], "Hana Host");
    const hosted = await createClass(t.db, {
      instructorId: teacher.user.id,
      venueId: await createVenue(t.db, host.user.id),
    });
    const hosting = await del(host.client, host.user.password);
    expect(hosting.statusCode).toBe(409);
    expect(hosting.json().error.message).toContain(`classes at your forges ("${hosted.title}")`);
  });

  it("erases the profile and what the person wrote, keeps the rest anonymous, ends every session and mails the old address", async () => {
    const teacher = await person(["student", "instructor"], "Ulla Other");
    const me = await person(["student"], "Gone Soon");
    const elsewhere = sessionClient(t.app);
    await elsewhere.login(me.user.email, me.user.password);
    const past = await createClass(t.db, { instructorId: teacher.user.id, startsInMs: -7 * 86_400_000 });
    await t.db.insert(applications).values({
      classId: past.id,
      studentId: me.user.id,
      status: "accepted",
      experienceLevel: "some",
      safetyVersion: 1,
      safetyAcknowledgedAt: new Date(),
    });
    const upcoming = await createClass(t.db, { instructorId: teacher.user.id });
    expect((await me.client.post(`/api/classes/${upcoming.id}/applications`, applyBody(upcoming))).statusCode).toBe(
      201,
    );
    const conversation = await talk(teacher.client, me.user.id, me.client);
    await me.client.patch("/api/user", { bio: "Private bio", home_location: "Bend" });
    ended.length = 0;

    const res = await del(me.client, me.user.password);
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers["set-cookie"]).toBeDefined();

    // Every session is gone, the other device's too, and each was announced (live subscriptions end).
    expect((await me.client.get("/api/user")).statusCode).toBe(401);
    expect((await elsewhere.get("/api/user")).statusCode).toBe(401);
    expect(ended.filter((s) => s.userId === me.user.id).length).toBeGreaterThanOrEqual(2);
    const login = await sessionClient(t.app).post("/api/login", { email: me.user.email, password: me.user.password });
    expect(login.statusCode).toBe(422);

    // The row is an anonymous former member; the address is free again.
    const [row] = await t.db.select().from(users).where(eq(users.id, me.user.id));
    expect(row).toMatchObject({ name: "Former member", bio: "", homeLocation: null, avatarPath: null });
    expect(row?.email).not.toBe(me.user.email);
    expect(row?.suspendedAt).not.toBeNull();
    const again = await sessionClient(t.app).post("/api/register", {
      name: "Gone Soon",
      email: me.user.email,
      password: "a-brand-new-anvil-77",
      password_confirmation: "a-brand-new-anvil-77",
    });
    expect(again.statusCode).toBe(201);
    expect((await sessionClient(t.app).get(`/api/users/${me.user.slug}`)).statusCode).toBe(404);

    // Their messages are gone, the other person's stay in a thread with a "Former member".
    const thread = await teacher.client.get(`/api/conversations/${conversation}/messages`);
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.body).toContain("Hello from the first");
    expect(thread.body).not.toContain("Hello back");
    const list = await teacher.client.get("/api/conversations");
    expect(list.body).toContain("Former member");
    expect(list.body).not.toContain("Gone Soon");

    // The waiting place in the upcoming class is given up; the past class keeps its record.
    const apps = rowsOf<{ class_id: number; status: string }>(
      await t.db.execute(
        sql`select class_id::int as class_id, status from applications where student_id = ${me.user.id} order by class_id`,
      ),
    );
    expect(apps).toEqual([
      { class_id: past.id, status: "accepted" },
      { class_id: upcoming.id, status: "withdrawn" },
    ]);

    const mail = await smtp.waitFor(me.user.email, /account has been deleted/);
    expect(mail.body).toContain("Hello Gone Soon");
    expect(mail.body).toContain(`${appUrl}/privacy`);
  });
});
