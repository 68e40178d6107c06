import type { AddressInfo } from "node:net";
import PusherServerSdk from "pusher";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { connected, nextEvent, once, type Pusher, pusherClient, subscribed, until } from "./realtime-test-kit.ts";

/** The whole app listening on a real port, driven by pusher-js (Node build) and the `pusher` SDK. */
const apps: TestApp[] = [];

/** pusher-js reports a pusher:error frame as `{data}`, a handshake refusal as `{error: {data}}`. */
type PusherJsError = { data?: { code?: number }; error?: { data?: { code?: number } } };
const errorCode = (e: PusherJsError) => e.data?.code ?? e.error?.data?.code;
const clients: Pusher[] = [];

async function listening(port = 0) {
  const t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  apps.push(t);
  await t.app.listen({ port, host: "127.0.0.1" });
  return { t, port: (t.app.server.address() as AddressInfo).port };
}

function client(port: number, key: string, authorize?: Parameters<typeof pusherClient>[2]) {
  const c = pusherClient(port, key, authorize);
  clients.push(c);
  return c;
}

/** One app for the tests that do not stop it (building an app costs seconds here). */
let shared: { t: TestApp; port: number };
beforeAll(async () => {
  shared = await listening();
  apps.splice(apps.indexOf(shared.t), 1);
});
afterAll(() => shared?.t.close());

afterEach(async () => {
  for (const c of clients.splice(0)) c.disconnect();
  for (const t of apps.splice(0)) await t.close();
});

describe("real-time through the app", () => {
  it("pusher-js connects, subscribes to new-classes and receives app.realtime.publish", async () => {
    const { t, port } = shared;
    const pusher = client(port, t.config.realtime.key);
    await connected(pusher);
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
    const channel = await subscribed(pusher, "new-classes");
    const received = nextEvent(channel, "class.created");
    await t.app.realtime.publish("new-classes", "class.created", { id: 3, url: "/classes/3" });
    expect(await received).toEqual({ id: 3, url: "/classes/3" });
  });

  it("private channel: a valid signature subscribes, a wrong one is refused", async () => {
    const { t, port } = shared;
    const good = client(port, t.config.realtime.key, async (socketId, channel) =>
      t.app.realtime.authorizeChannel(socketId, channel),
    );
    const channel = await subscribed(good, "private-user.5");
    const received = nextEvent(channel, "notification.sent");
    await t.app.realtime.publish("private-user.5", "notification.sent", { id: 1 });
    expect(await received).toEqual({ id: 1 });

    const bad = client(port, t.config.realtime.key, async (_socketId, channel) =>
      t.app.realtime.authorizeChannel("1.1", channel),
    );
    const refused = await subscribed(bad, "private-user.5").catch((e: { detail: unknown }) => e.detail);
    expect(refused).toMatchObject({ type: "AuthError", status: 401 });
  });

  it("refuses an unknown app key with 4001, and pusher-js stops", async () => {
    const { port } = shared;
    const pusher = client(port, "not-our-key");
    const conn = pusher.connection;
    const error = await once<PusherJsError>(
      (e, fn) => conn.bind(e, fn),
      (e, fn) => conn.unbind(e, fn),
      "error",
      "the 4001 error",
    );
    expect(errorCode(error)).toBe(4001);
    await until(() => conn.state === "disconnected", "pusher-js to give up");
  });

  it("delivers what the `pusher` server SDK publishes to our signed HTTP API", async () => {
    const { t, port } = shared;
    const rt = t.config.realtime;
    const pusher = client(port, rt.key);
    const channel = await subscribed(pusher, "new-classes");
    const sdk = new PusherServerSdk({
      appId: rt.appId,
      key: rt.key,
      secret: rt.secret,
      host: "127.0.0.1",
      port: String(port),
      useTLS: false,
    });
    const received = nextEvent(channel, "class.created");
    const res = await sdk.trigger(["new-classes", "other"], "class.created", { id: 9 });
    expect(res.status).toBe(200);
    expect(await received).toEqual({ id: 9 });

    const batch = nextEvent(channel, "batched");
    await sdk.triggerBatch([{ channel: "new-classes", name: "batched", data: { n: 1 } }]);
    expect(await batch).toEqual({ n: 1 });

    const forged = new PusherServerSdk({
      appId: rt.appId,
      key: rt.key,
      secret: "x".repeat(32),
      host: "127.0.0.1",
      port: String(port),
      useTLS: false,
    });
    await expect(forged.trigger("new-classes", "class.created", {})).rejects.toMatchObject({ status: 401 });
    const unsigned = await t.app.inject({ method: "POST", url: `/apps/${rt.appId}/events`, payload: { name: "x" } });
    expect(unsigned.statusCode).toBe(401);
  });

  it("REALTIME_DRIVER=pusher publishes through the HTTP API of an external server (here: our own)", async () => {
    const { t: external, port } = shared;
    const rt = external.config.realtime;
    const publisher = await createTestApp({
      env: {
        RATE_LIMITS: "off",
        REALTIME_DRIVER: "pusher",
        PUSHER_APP_ID: rt.appId,
        PUSHER_APP_KEY: rt.key,
        PUSHER_APP_SECRET: rt.secret,
        PUSHER_HOST: "127.0.0.1",
        PUSHER_PORT: String(port),
        PUSHER_SCHEME: "http",
      },
    });
    apps.push(publisher);
    expect(publisher.app.realtime.driver).toBe("pusher");
    // Its channel auth is accepted by the external server, and its events reach that server's sockets.
    const pusher = client(port, rt.key, async (socketId, channel) =>
      publisher.app.realtime.authorizeChannel(socketId, channel),
    );
    const channel = await subscribed(pusher, "private-user.21");
    const got = nextEvent(channel, "class-request-status-changed");
    await publisher.app.realtime.publish("private-user.21", "class-request-status-changed", { status: "approved" });
    expect(await got).toEqual({ status: "approved" });
    const config = await publisher.app.inject({ method: "GET", url: "/api/realtime/config" });
    expect(config.json()).toEqual({ enabled: true, key: rt.key, host: "127.0.0.1", port, scheme: "http" });
  });

  it("closes with 4200 on app.close and pusher-js reconnects to the restarted server", async () => {
    const first = await listening();
    const pusher = client(first.port, first.t.config.realtime.key);
    await connected(pusher);
    const firstSocket = pusher.connection.socket_id;
    const conn = pusher.connection;
    const closeError = once<PusherJsError>(
      (e, fn) => conn.bind(e, fn),
      (e, fn) => conn.unbind(e, fn),
      "error",
      "the 4200 error",
    );
    apps.splice(apps.indexOf(first.t), 1);
    await first.t.close();
    expect(errorCode(await closeError)).toBe(4200);

    // Same DATA_DIR secrets are not shared between test apps: reuse the first app's credentials.
    const second = await createTestApp({
      env: {
        RATE_LIMITS: "off",
        PUSHER_APP_ID: first.t.config.realtime.appId,
        PUSHER_APP_KEY: first.t.config.realtime.key,
        PUSHER_APP_SECRET: first.t.config.realtime.secret,
      },
    });
    apps.push(second);
    await second.app.listen({ port: first.port, host: "127.0.0.1" });
    await until(
      () => pusher.connection.state === "connected" && pusher.connection.socket_id !== firstSocket,
      "pusher-js to reconnect",
      30_000,
    );
  }, 60_000);

  it("GET /api/realtime/config tells the browser where to connect", async () => {
    const { t } = shared;
    const res = await t.app.inject({ method: "GET", url: "/api/realtime/config" });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      enabled: true,
      key: t.config.realtime.key,
      host: "localhost",
      port: 3000,
      scheme: "http",
    });
  });
});
