import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { sessions } from "../db/schema/index.ts";
import { sessionClient } from "../platform/sessions/testing.ts";
import { nextEvent, type Pusher, pusherClient, subscribed } from "./realtime-test-kit.ts";
import { decodeBinding, sessionTag } from "./session-binding.ts";
import { readChannelAuth } from "./signing.ts";

let t: TestApp;
let port: number;
const clients: Pusher[] = [];
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  for (const c of clients) c.disconnect();
  await t?.close();
});

async function signedIn() {
  const user = await createUser(t.db);
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return { user, client };
}

/** The auth is a valid signature for this socket and channel, bound to the user's one session (decision 505). */
async function expectBoundAuth(auth: unknown, socketId: string, channel: string, userId: number) {
  const [row] = await t.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId));
  const signed = readChannelAuth(t.config.realtime, socketId, channel, auth);
  expect(signed?.binding).toEqual(expect.any(String));
  expect(decodeBinding(signed?.binding ?? "")).toEqual({
    userId,
    tag: sessionTag(t.config.realtime.secret, row?.id ?? ""),
  });
}

describe("POST /api/broadcasting/auth", () => {
  it("signs the user's own private channel", async () => {
    const { user, client } = await signedIn();
    const res = await client.post("/api/broadcasting/auth", {
      socket_id: "123.456",
      channel_name: `private-user.${user.id}`,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json())).toEqual(["auth"]);
    await expectBoundAuth(res.json().auth, "123.456", `private-user.${user.id}`, user.id);
  });

  it("accepts a form body, as pusher-js's built-in authoriser sends", async () => {
    const { user, client } = await signedIn();
    const res = await client.request("POST", "/api/broadcasting/auth", undefined, {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.statusCode).toBe(422); // no body at all: both fields missing
    const form = await t.app.inject({
      method: "POST",
      url: "/api/broadcasting/auth",
      headers: {
        cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
        "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
        "content-type": "application/x-www-form-urlencoded",
      },
      payload: `socket_id=1.2&channel_name=private-user.${user.id}`,
    });
    expect(form.statusCode).toBe(200);
    await expectBoundAuth(form.json().auth, "1.2", `private-user.${user.id}`, user.id);
  });

  it("refuses other users' channels and anything but private-user channels with 403", async () => {
    const { user, client } = await signedIn();
    for (const channel_name of [`private-user.${user.id + 1}`, "new-classes", "private-admin"]) {
      const res = await client.post("/api/broadcasting/auth", { socket_id: "1.2", channel_name });
      expect(res.statusCode, channel_name).toBe(403);
    }
  });

  it("answers 401 when signed out and 422 for a malformed socket id", async () => {
    const anonymous = sessionClient(t.app);
    const res = await anonymous.post("/api/broadcasting/auth", { socket_id: "1.2", channel_name: "private-user.1" });
    expect(res.statusCode).toBe(401);
    const { user, client } = await signedIn();
    const bad = await client.post("/api/broadcasting/auth", {
      socket_id: "abc",
      channel_name: `private-user.${user.id}`,
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(["socket_id"]);
  });

  it("a signed-in pusher-js client authorises through the endpoint and receives its events", async () => {
    const { user, client } = await signedIn();
    const authorize = async (socketId: string, channelName: string) => {
      const res = await client.post("/api/broadcasting/auth", { socket_id: socketId, channel_name: channelName });
      if (res.statusCode !== 200) throw new Error(`auth answered ${res.statusCode}`);
      return res.json() as { auth: string };
    };
    const pusher = pusherClient(port, t.config.realtime.key, authorize);
    clients.push(pusher);
    const channel = await subscribed(pusher, `private-user.${user.id}`);
    const got = nextEvent(channel, "notification.sent");
    await t.app.realtime.publish(`private-user.${user.id}`, "notification.sent", { id: 1, title: "Hello" });
    expect(await got).toEqual({ id: 1, title: "Hello" });

    const refused = await subscribed(pusher, `private-user.${user.id + 1}`).catch((e: { detail: unknown }) => e.detail);
    expect(refused).toMatchObject({ type: "AuthError", error: "auth answered 403" });
  });
});
