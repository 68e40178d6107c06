import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { RawClient, until } from "./realtime-test-kit.ts";
import { bindingLifetimeSeconds, encodeBinding } from "./session-binding.ts";
import { signBoundChannel, signChannel } from "./signing.ts";
import { PusherServer, type PusherServerOptions } from "./ws-server.ts";

/**
 * The wire protocol, checked frame by frame with a bare `ws` client against PusherServer on a
 * plain HTTP server (no database): this is what pusher-js relies on.
 */
const app = { appId: "1", key: "test-key", secret: "test-secret-0123456789" };
let http: Server;
let server: PusherServer;
const clients: RawClient[] = [];

async function start(options: Partial<PusherServerOptions> = {}) {
  http = createServer((_req, res) => res.writeHead(404).end());
  server = new PusherServer({ app, appOrigin: "https://guildforge.example", allowLoopbackOrigins: false, ...options });
  server.attach(http);
  await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
  return (http.address() as AddressInfo).port;
}

function client(port: number, key = app.key, headers: Record<string, string> = {}) {
  const c = new RawClient(`ws://127.0.0.1:${port}/app/${key}?protocol=7&client=js&version=8.6.0&flash=false`, headers);
  clients.push(c);
  return c;
}

afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  await server?.close();
  await new Promise((r) => http?.close(r));
});

describe("Pusher protocol server", () => {
  it("opens with connection_established: socket id and activity timeout", async () => {
    const port = await start({ activityTimeoutMs: 30_000 });
    const info = await client(port).established();
    expect(info.socket_id).toMatch(/^\d+\.\d+$/);
    expect(info.activity_timeout).toBe(30);
  });

  it("answers pusher:ping with pusher:pong", async () => {
    const c = client(await start());
    await c.established();
    c.send({ event: "pusher:ping", data: {} });
    expect(await c.event("pusher:pong")).toEqual({ event: "pusher:pong", data: "{}" });
  });

  it("pings a silent socket and closes it with 4201 when no pong comes", async () => {
    const c = client(await start({ activityTimeoutMs: 100, pongTimeoutMs: 150, sweepIntervalMs: 20 }));
    await c.established();
    await c.event("pusher:ping");
    expect(await c.closed()).toBe(4201);
  });

  it("keeps a socket that answers the ping", async () => {
    const c = client(await start({ activityTimeoutMs: 100, pongTimeoutMs: 150, sweepIntervalMs: 20 }));
    await c.established();
    await c.event("pusher:ping");
    c.send({ event: "pusher:pong", data: {} });
    const first = c.frames.length;
    // The next ping only comes after the pong was taken: the socket was not cut off in between.
    await c.event("pusher:ping", "a second ping", first);
    expect(c.closeCode).toBeNull();
  });

  it("refuses an unknown app key with 4001", async () => {
    const c = client(await start(), "wrong-key");
    const error = await c.event("pusher:error");
    expect(error.data).toMatchObject({ code: 4001 });
    expect(await c.closed()).toBe(4001);
  });

  it("treats a malformed key as unknown instead of crashing", async () => {
    const port = await start();
    const c = client(port, "%E0%A4%A");
    expect(await c.closed()).toBe(4001);
    expect((await client(port).established()).socket_id).toMatch(/^\d+\.\d+$/);
  });

  it("refuses a foreign Origin with 4009 and accepts the app's own", async () => {
    const port = await start();
    const foreign = client(port, app.key, { origin: "https://evil.example" });
    expect(await foreign.closed()).toBe(4009);
    const own = client(port, app.key, { origin: "https://guildforge.example" });
    expect((await own.established()).socket_id).toMatch(/^\d+\.\d+$/);
  });

  it("closes new sockets with 4100 when over capacity", async () => {
    const port = await start({ maxConnections: 1 });
    await client(port).established();
    const second = client(port);
    expect((await second.event("pusher:error")).data).toMatchObject({ code: 4100 });
    expect(await second.closed()).toBe(4100);
  });

  it("subscribes to public channels and delivers, skipping the excepted socket", async () => {
    const port = await start();
    const a = client(port);
    const b = client(port);
    const idA = (await a.established()).socket_id;
    await b.established();
    for (const c of [a, b]) c.send({ event: "pusher:subscribe", data: { channel: "new-classes" } });
    expect(await a.event("pusher_internal:subscription_succeeded")).toMatchObject({ channel: "new-classes" });
    await b.event("pusher_internal:subscription_succeeded");
    server.deliver({ channel: "new-classes", event: "class.created", data: '{"id":1}', except: idA });
    server.deliver({ channel: "new-classes", event: "class.created", data: '{"id":2}' });
    expect(await b.event("class.created")).toEqual({
      event: "class.created",
      channel: "new-classes",
      data: '{"id":1}',
    });
    // a's first class.created is the second event: the first one skipped it.
    expect((await a.event("class.created")).data).toBe('{"id":2}');
  });

  it("stops delivering after unsubscribe", async () => {
    const c = client(await start());
    await c.established();
    c.send({ event: "pusher:subscribe", data: { channel: "a" } });
    c.send({ event: "pusher:subscribe", data: { channel: "b" } });
    await c.frame((f) => f.event === "pusher_internal:subscription_succeeded" && f.channel === "b", "b subscribed");
    c.send({ event: "pusher:unsubscribe", data: { channel: "a" } });
    c.send({ event: "pusher:ping", data: {} });
    await c.event("pusher:pong"); // the unsubscribe was handled before this
    const from = c.frames.length;
    server.deliver({ channel: "a", event: "e", data: "1" });
    server.deliver({ channel: "b", event: "e", data: "2" });
    const next = await c.event("e", "an event", from);
    expect(next.channel).toBe("b");
  });

  it("authorises private channels with the HMAC signature only", async () => {
    const c = client(await start());
    const { socket_id } = await c.established();
    c.send({ event: "pusher:subscribe", data: { channel: "private-user.1", auth: `${app.key}:bad` } });
    const refused = await c.event("pusher:subscription_error");
    expect(refused).toMatchObject({ channel: "private-user.1", data: { type: "AuthError", status: 401 } });
    c.send({
      event: "pusher:subscribe",
      data: { channel: "private-user.1", auth: signChannel(app, "1.1", "private-user.1") },
    });
    c.send({
      event: "pusher:subscribe",
      data: { channel: "private-user.1", auth: signChannel(app, socket_id, "private-user.1") },
    });
    await c.event("pusher_internal:subscription_succeeded");
    const errors = c.frames.filter((f) => f.event === "pusher:subscription_error");
    expect(errors).toHaveLength(2); // the bad signature and the other socket's signature
    server.deliver({ channel: "private-user.1", event: "notification.sent", data: "{}" });
    expect(await c.event("notification.sent")).toMatchObject({ channel: "private-user.1" });
  });

  it("rejects bad channel names, presence channels and client events", async () => {
    const c = client(await start());
    await c.established();
    c.send({ event: "pusher:subscribe", data: { channel: "x".repeat(201) } });
    c.send({ event: "pusher:subscribe", data: { channel: "bad name" } });
    c.send({ event: "pusher:subscribe", data: { channel: "presence-room" } });
    c.send({ event: "client-typing", channel: "private-user.1", data: {} });
    const error = await c.event("pusher:error");
    expect(error.data).toMatchObject({ code: 4301 });
    const subErrors = c.frames.filter((f) => f.event === "pusher:subscription_error");
    expect(subErrors.map((f) => (f.data as { type: string }).type)).toEqual([
      "InvalidChannel",
      "InvalidChannel",
      "UnsupportedChannel",
    ]);
    expect(c.closeCode).toBeNull();
  });

  it("closes a client that sends an over-size frame", async () => {
    const c = client(await start());
    await c.established();
    c.ws.send(JSON.stringify({ event: "pusher:ping", data: { pad: "x".repeat(20_000) } }));
    expect(await c.closed()).toBe(1009);
  });

  it("closes every socket with 4200 on shutdown", async () => {
    const port = await start();
    const a = client(port);
    const b = client(port);
    await a.established();
    await b.established();
    await server.close();
    expect(await a.closed()).toBe(4200);
    expect(await b.closed()).toBe(4200);
    expect(server.connectionCount).toBe(0);
  });

  it("answers 404 to WebSocket upgrades on other paths", async () => {
    const port = await start();
    const c = new RawClient(`ws://127.0.0.1:${port}/elsewhere`);
    clients.push(c);
    const status = await new Promise<number>((resolve) =>
      c.ws.on("unexpected-response", (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(404);
    await until(() => server.connectionCount === 0, "no connection");
  });
});

describe("session-bound private subscriptions (decision 505)", () => {
  const tag = (n: number) => `${"t".repeat(21)}${n}`;
  const bound = (socketId: string, channel: string, userId: number, t: string, at = Date.now()) =>
    signBoundChannel(app, socketId, channel, encodeBinding({ userId, tag: t }, at));
  const subscribe = async (c: RawClient, channel: string, auth?: string) => {
    const from = c.frames.length;
    c.send({ event: "pusher:subscribe", data: { channel, ...(auth ? { auth } : {}) } });
    return c.frame((f) => f.channel === channel && f.event.includes("subscription"), `the answer for ${channel}`, from);
  };

  it("endSessions drops exactly the channels that session authorised, on every socket, and forgets closed sockets", async () => {
    const port = await start();
    const a = client(port);
    const b = client(port);
    const { socket_id: sa } = await a.established();
    const { socket_id: sb } = await b.established();
    await subscribe(a, "private-user.1", bound(sa, "private-user.1", 1, tag(1)));
    await subscribe(a, "private-admin", bound(sa, "private-admin", 1, tag(1)));
    await subscribe(a, "new-classes");
    await subscribe(b, "private-user.1", bound(sb, "private-user.1", 1, tag(2)));
    expect(server.boundSessionCount).toBe(2);

    server.endSessions([tag(1)]);
    await until(() => a.frames.filter((f) => f.event === "pusher:subscription_error").length === 2, "two drops");
    expect(a.frames.filter((f) => f.event === "pusher:subscription_error").map((f) => f.channel)).toEqual([
      "private-user.1",
      "private-admin",
    ]);
    server.deliver({ channel: "private-user.1", event: "notification.sent", data: '{"n":1}' });
    server.deliver({ channel: "new-classes", event: "class.created", data: '{"n":2}' });
    await b.event("notification.sent");
    await a.event("class.created");
    expect(a.frames.filter((f) => f.event === "notification.sent")).toEqual([]);
    expect(b.frames.filter((f) => f.event === "pusher:subscription_error")).toEqual([]);
    // The ended session's fresh signature is refused too; an expired one for a live session as well.
    const again = await subscribe(a, "private-user.1", bound(sa, "private-user.1", 1, tag(1)));
    expect(again).toMatchObject({ event: "pusher:subscription_error", data: { type: "AuthError", status: 401 } });
    const stale = bound(sa, "private-user.1", 1, tag(3), Date.now() - (bindingLifetimeSeconds + 5) * 1000);
    expect(await subscribe(a, "private-user.1", stale)).toMatchObject({ event: "pusher:subscription_error" });

    expect(server.boundSessionCount).toBe(1);
    b.close();
    await until(() => server.boundSessionCount === 0, "the closed socket to be forgotten");
  });

  it("the sweep follows a rotated session and drops an ended one", async () => {
    const answers = new Map<string, string | null>([[tag(5), tag(6)]]);
    const port = await start({
      sessionLiveness: async (asked) => new Map(asked.map((x) => [x.tag, answers.get(x.tag) ?? null])),
    });
    const c = client(port);
    const { socket_id } = await c.established();
    await subscribe(c, "private-user.5", bound(socket_id, "private-user.5", 5, tag(5)));
    answers.set(tag(6), tag(6));
    await server.sweepSessions();
    server.deliver({ channel: "private-user.5", event: "notification.sent", data: "{}" });
    await c.event("notification.sent");
    expect(c.frames.filter((f) => f.event === "pusher:subscription_error")).toEqual([]);
    answers.set(tag(6), null);
    await server.sweepSessions();
    await c.event("pusher:subscription_error", "the drop");
    expect(server.boundSessionCount).toBe(0);
  });
});
