import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessions, users } from "../../db/schema/index.ts";
import { endAllSessions, rotateSessionsForUser, sessionEnds } from "./index.ts";
import { sessionClient } from "./testing.ts";

let t: TestApp;
let now = Date.parse("2026-03-02T09:00:00Z");
const minutes = (n: number) => n * 60_000;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" }, deps: { clock: () => new Date(now) } });
});
afterAll(() => t?.close());

describe("database sessions", () => {
  it("stores only a SHA-256 of the 256-bit cookie secret", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    const secret = c.cookies.get("guildforge_session") as string;
    expect(Buffer.from(secret, "base64url")).toHaveLength(32);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.id).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.id).not.toContain(secret);
  });

  it("expires after 2 idle hours, and activity keeps it alive", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    now += minutes(110);
    expect((await c.get("/api/user")).statusCode).toBe(200);
    now += minutes(110); // 110 min since the last request: still inside the idle window
    expect((await c.get("/api/user")).statusCode).toBe(200);
    now += minutes(121);
    expect((await c.get("/api/user")).statusCode).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
  });

  it("expires after 12 hours however active", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    for (let i = 0; i < 12; i++) {
      now += minutes(60);
      expect((await c.get("/api/user")).statusCode, `hour ${i + 1}`).toBe(200);
    }
    now += minutes(1);
    expect((await c.get("/api/user")).statusCode).toBe(401);
  });

  it("a remembered session survives a day of inactivity", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password, true);
    now += minutes(24 * 60);
    expect((await c.get("/api/user")).statusCode).toBe(200);
  });

  it("touches last_seen_at at most once a minute", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    const seen = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, user.id)))[0]?.lastSeenAt;
    const first = await seen();
    now += 20_000;
    await c.get("/api/user");
    expect(await seen()).toEqual(first);
    now += 50_000;
    await c.get("/api/user");
    expect((await seen())?.getTime()).toBe(now);
  });

  it("rotateSessionsForUser gives the session a new id on the next API request", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.login(user.email, user.password);
    const before = c.cookies.get("guildforge_session");
    await t.db
      .update(users)
      .set({ roles: ["student", "instructor"] })
      .where(eq(users.id, user.id));
    await rotateSessionsForUser(t.db, user.id);
    const res = await c.get("/api/user");
    expect(res.json().roles).toEqual(["student", "instructor"]);
    expect(c.cookies.get("guildforge_session")).not.toBe(before);
    expect((await c.get("/api/user")).statusCode).toBe(200);
    // The old id keeps working for a minute (requests in flight), then not.
    const old = () => t.app.inject({ url: "/api/user", headers: { cookie: `guildforge_session=${before}` } });
    expect((await old()).statusCode).toBe(200);
    now += minutes(2);
    expect((await old()).statusCode).toBe(401);
  });

  it("endAllSessions ends every session of the user except the given one", async () => {
    const user = await createUser(t.db);
    const [a, b, c] = [sessionClient(t.app), sessionClient(t.app), sessionClient(t.app)];
    for (const x of [a, b, c]) await x.login(user.email, user.password);
    const keep = (await a.get("/api/user")).statusCode === 200;
    const [row] = await t.db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(sessions.createdAt)
      .limit(1);
    await endAllSessions(sessionEnds(t.app), t.db, user.id, row?.id);
    const codes = [
      (await a.get("/api/user")).statusCode,
      (await b.get("/api/user")).statusCode,
      (await c.get("/api/user")).statusCode,
    ];
    expect(keep).toBe(true);
    expect(codes.filter((s) => s === 200)).toHaveLength(1);
  });

  it("PUT /api/user/password checks the current password and ends the other sessions", async () => {
    const user = await createUser(t.db);
    const [me, other] = [sessionClient(t.app), sessionClient(t.app)];
    await me.login(user.email, user.password);
    await other.login(user.email, user.password);
    const wrong = await me.put("/api/user/password", {
      current_password: "not-my-password",
      password: "new-forge-pass-7",
      password_confirmation: "new-forge-pass-7",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.current_password).toEqual(["The password is incorrect."]);
    const mismatch = await me.put("/api/user/password", {
      current_password: user.password,
      password: "new-forge-pass-7",
      password_confirmation: "new-forge-pass-8",
    });
    expect(mismatch.statusCode).toBe(422);
    const ok = await me.put("/api/user/password", {
      current_password: user.password,
      password: "new-forge-pass-7",
      password_confirmation: "new-forge-pass-7",
    });
    expect(ok.statusCode).toBe(204);
    expect((await me.get("/api/user")).statusCode).toBe(200);
    expect((await other.get("/api/user")).statusCode).toBe(401);
    await sessionClient(t.app).login(user.email, "new-forge-pass-7");
  });

  it("PUT /api/user/password needs a session", async () => {
    const res = await sessionClient(t.app).put("/api/user/password", {
      current_password: "x",
      password: "new-forge-pass-7",
      password_confirmation: "new-forge-pass-7",
    });
    expect(res.statusCode).toBe(401);
  });
});
