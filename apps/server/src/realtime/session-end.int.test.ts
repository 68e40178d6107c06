import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sessions, users } from "../db/schema/index.ts";
import { signedIn as signedInAs } from "../modules/applications/testing.ts";
import { savePasswordResetToken } from "../modules/auth/auth.repository.ts";
import { startConversation } from "../modules/messages/messages.test-kit.ts";
import { rotateSessionsForUser } from "../platform/sessions/index.ts";
import { sessionTimeouts } from "../platform/sessions/session-timeouts.ts";
import { type SessionClient, sessionClient } from "../platform/sessions/testing.ts";
import { type Pusher, pusherClient, RawClient, subscribed, until } from "./realtime-test-kit.ts";

/**
 * Issue 36 point 3 (decision 505): when a session ends — logout, password change or reset,
 * suspension, expiry — the private subscriptions it authorised end within 5 s (here: before the
 * ending request answers), no event published afterwards reaches them, and their old auth
 * strings cannot subscribe again. The app listens on a real port; pusher-js authorises through
 * POST /api/broadcasting/auth with the session's cookie, as the browser does.
 */
let t: TestApp;
let port: number;
let now = Date.now();
const clients: Pusher[] = [];
const raws: RawClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" }, deps: { clock: () => new Date(now) } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterEach(() => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const r of raws.splice(0)) r.close();
});
afterAll(() => t?.close());

const strongPassword = "copper-lantern-harbour-9147-quill";

async function signIn(user: { email: string; password: string }) {
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return client;
}

async function authorize(client: SessionClient, socketId: string, channelName: string) {
  const res = await client.post("/api/broadcasting/auth", { socket_id: socketId, channel_name: channelName });
  if (res.statusCode !== 200) throw new Error(`auth answered ${res.statusCode}`);
  return res.json() as { auth: string };
}

/** A browser tab of `client`'s session: pusher-js subscribed to the user's private channel, recording what arrives. */
async function liveTab(client: SessionClient, userId: number) {
  const pusher = pusherClient(port, t.config.realtime.key, (socketId, channel) => authorize(client, socketId, channel));
  clients.push(pusher);
  const channel = await subscribed(pusher, `private-user.${userId}`);
  const received: unknown[] = [];
  const errors: Array<{ type?: string; status?: number }> = [];
  channel.bind("notification.sent", (d: unknown) => received.push(d));
  channel.bind("pusher:subscription_error", (e: { type?: string; status?: number }) => errors.push(e));
  return { received, errors };
}

const publish = (userId: number, id: number) =>
  t.app.realtime.publish(`private-user.${userId}`, "notification.sent", { id });

/** Publishes, then waits until `control` has it: every socket on this instance got it by then. */
async function publishAndSettle(userId: number, id: number, control: { received: unknown[] }) {
  await publish(userId, id);
  await until(() => control.received.some((d) => (d as { id: number }).id === id), `event ${id} on the control tab`);
}

/** Waits for the server's drop of a subscription (pusher:subscription_error 401), at most 5 s. */
async function dropped(tab: { errors: Array<{ type?: string; status?: number }> }) {
  const started = performance.now();
  await until(() => tab.errors.length > 0, "the subscription to be dropped", 5_000);
  expect(tab.errors[0]).toMatchObject({ type: "AuthError", status: 401 });
  return performance.now() - started;
}

describe("a session's end ends its live delivery", () => {
  it("logout: the session's socket gets nothing more, another session of the same user keeps its delivery", async () => {
    const user = await createUser(t.db);
    const s1 = await signIn(user);
    const s2 = await signIn(user);
    const tab1 = await liveTab(s1, user.id);
    const tab2 = await liveTab(s2, user.id);
    await publishAndSettle(user.id, 1, tab2);
    expect(tab1.received).toEqual([{ id: 1 }]);

    expect((await s1.post("/api/logout")).statusCode).toBe(204);
    // Published the moment the logout answered: the subscription was dropped before that.
    await publishAndSettle(user.id, 2, tab2);
    await dropped(tab1);
    await publishAndSettle(user.id, 3, tab2);
    expect(tab1.received).toEqual([{ id: 1 }]);
    expect(tab2.received).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
    expect(tab2.errors).toEqual([]);
  });

  it("the old auth string cannot subscribe again after logout, on the same socket", async () => {
    const user = await createUser(t.db);
    const s1 = await signIn(user);
    const control = await liveTab(await signIn(user), user.id);
    const raw = new RawClient(`ws://127.0.0.1:${port}/app/${t.config.realtime.key}?protocol=7`);
    raws.push(raw);
    const { socket_id } = await raw.established();
    const channel = `private-user.${user.id}`;
    const { auth } = await authorize(s1, socket_id, channel);
    raw.send({ event: "pusher:subscribe", data: { channel, auth } });
    await raw.event("pusher_internal:subscription_succeeded");

    expect((await s1.post("/api/logout")).statusCode).toBe(204);
    const refusals = () => raw.frames.filter((f) => f.event === "pusher:subscription_error");
    await until(() => refusals().length === 1, "the drop");
    // Replayed: refused; the auth without its session binding: refused too.
    raw.send({ event: "pusher:unsubscribe", data: { channel } });
    raw.send({ event: "pusher:subscribe", data: { channel, auth } });
    await until(() => refusals().length === 2, "the replay's refusal");
    const unbound = auth.slice(0, auth.lastIndexOf(":"));
    raw.send({ event: "pusher:subscribe", data: { channel, auth: unbound } });
    await until(() => refusals().length === 3, "the unbound auth's refusal");
    for (const f of refusals()) expect(f.data).toMatchObject({ type: "AuthError", status: 401 });
    // And a new auth for the ended session is refused at the endpoint (401).
    expect((await s1.post("/api/broadcasting/auth", { socket_id, channel_name: channel })).statusCode).toBe(401);

    await publishAndSettle(user.id, 7, control);
    expect(raw.frames.filter((f) => f.event === "notification.sent")).toHaveLength(0);
    expect(raw.frames.filter((f) => f.event === "pusher_internal:subscription_succeeded")).toHaveLength(1);
  });

  it("password change: the other sessions' sockets are dropped, the current one keeps its delivery", async () => {
    const user = await createUser(t.db);
    const me = await signIn(user);
    const other = await signIn(user);
    const mine = await liveTab(me, user.id);
    const theirs = await liveTab(other, user.id);
    const res = await me.put("/api/user/password", {
      current_password: user.password,
      password: strongPassword,
      password_confirmation: strongPassword,
    });
    expect(res.statusCode, res.body).toBe(204);
    await publishAndSettle(user.id, 4, mine);
    await dropped(theirs);
    expect(theirs.received).toEqual([]);
    expect(mine.errors).toEqual([]);
    expect((await me.get("/api/user")).statusCode).toBe(200);
  });

  it("password reset: every session's socket is dropped", async () => {
    const user = await createUser(t.db);
    const tabs = [await liveTab(await signIn(user), user.id), await liveTab(await signIn(user), user.id)];
    const watcher = await createUser(t.db);
    const control = await liveTab(await signIn(watcher), watcher.id);
    const token = "a-reset-token-for-the-live-sockets-test";
    await savePasswordResetToken(t.db, {
      userId: user.id,
      tokenHash: createHash("sha256").update(token).digest("hex"),
      createdAt: new Date(now),
      expiresAt: new Date(now + 3_600_000),
    });
    const res = await sessionClient(t.app).post("/api/reset-password", {
      token,
      email: user.email,
      password: strongPassword,
      password_confirmation: strongPassword,
    });
    expect(res.statusCode, res.body).toBe(204);
    await publish(user.id, 5);
    await publishAndSettle(watcher.id, 5, control);
    for (const tab of tabs) await dropped(tab);
    for (const tab of tabs) expect(tab.received).toEqual([]);
  });

  it("suspension by an admin: the reported person's socket is dropped", async () => {
    const c = await startConversation(t, "Is the class suitable for beginners?");
    const thread = (await c.student.client.get(`/api/conversations/${c.id}/messages`)).json().data;
    const studentTab = await liveTab(c.student.client, c.student.user.id);
    const teacherTab = await liveTab(c.teacher.client, c.teacher.user.id);
    const report = await c.teacher.client.post("/api/reports", {
      message_id: thread[0].id,
      reason: "This message was out of line.",
    });
    expect(report.statusCode, report.body).toBe(201);
    const admin = await signedInAs(t.app, t.db, ["admin"]);
    const decided = await admin.client.post(`/api/admin/reports/${report.json().data.id}/decision`, {
      action: "suspend",
    });
    expect(decided.statusCode, decided.body).toBe(200);
    await publish(c.student.user.id, 6);
    await publishAndSettle(c.teacher.user.id, 6, teacherTab);
    await dropped(studentTab);
    expect(studentTab.received).toEqual([]);
    expect(teacherTab.errors).toEqual([]);
  });

  it("a suspension written without the service (no announcement) is found by the sweep within 5 s", async () => {
    const user = await createUser(t.db);
    const tab = await liveTab(await signIn(user), user.id);
    await t.db
      .update(users)
      .set({ suspendedAt: new Date(now) })
      .where(eq(users.id, user.id));
    await dropped(tab);
  });

  it("a session removed behind the app's back (no announcement) is found by the sweep within 5 s", async () => {
    const user = await createUser(t.db);
    const tab = await liveTab(await signIn(user), user.id);
    await t.db.delete(sessions).where(eq(sessions.userId, user.id));
    await dropped(tab);
  });

  it("a role change rotates the session's id: its socket keeps delivery through sweeps, and logout still drops it", async () => {
    const user = await createUser(t.db);
    const me = await signIn(user);
    const tab = await liveTab(me, user.id);
    await rotateSessionsForUser(t.db, user.id);
    expect((await me.get("/api/user")).statusCode).toBe(200); // this request rotates the id
    const [row] = await t.db
      .select({ previous: sessions.previousId })
      .from(sessions)
      .where(eq(sessions.userId, user.id));
    expect(row?.previous).toEqual(expect.any(String));
    await new Promise((r) => setTimeout(r, 2_500)); // at least one sweep
    await publishAndSettle(user.id, 9, tab);
    expect(tab.errors).toEqual([]);
    expect((await me.post("/api/logout")).statusCode).toBe(204);
    await dropped(tab);
  });

  // Last: moving the clock on expires every session of this app.
  it("expiry: a session past its idle timeout loses its socket's delivery within 5 s, without any request", async () => {
    const user = await createUser(t.db);
    const remembered = await createUser(t.db);
    const tab = await liveTab(await signIn(user), user.id);
    const keeper = sessionClient(t.app);
    await keeper.login(remembered.email, remembered.password, true);
    const kept = await liveTab(keeper, remembered.id);
    now += sessionTimeouts.idleMs + 1_000;
    const ms = await dropped(tab);
    expect(ms).toBeLessThan(5_000);
    await publish(user.id, 8);
    await publishAndSettle(remembered.id, 8, kept);
    expect(tab.received).toEqual([]);
    expect(kept.errors).toEqual([]);
  });
});
