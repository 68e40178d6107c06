import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildApp } from "../app.ts";
import { type SessionClient, sessionClient } from "../platform/sessions/testing.ts";
import { embeddedRealtime } from "./embedded-driver.ts";
import type { Realtime } from "./realtime.ts";
import { type Pusher, pusherClient, RawClient, subscribed, until } from "./realtime-test-kit.ts";
import { RedisBus } from "./redis-bus.ts";
import { encodeBinding, sessionTag } from "./session-binding.ts";
import { signBoundChannel } from "./signing.ts";
import { PusherServer } from "./ws-server.ts";

/**
 * Decision 505 across instances: two instances of the app on one database and one Redis. A socket
 * on instance B whose session is ended by a request to instance A loses its private channel
 * before A answers's events reach B: the "sessions ended" signal and the events share the Redis
 * topic, and A publishes the signal before the session's row goes.
 */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

async function requireRedis() {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new Error(`Redis is not reachable at ${redisUrl} (${(e as Error).message}); see realtime-redis.int.test.ts`);
  } finally {
    probe.disconnect();
  }
}

let a: TestApp;
let b: FastifyInstance;
const ports: number[] = [];
const clients: Pusher[] = [];

beforeAll(async () => {
  await requireRedis();
  a = await createTestApp({
    env: {
      RATE_LIMITS: "off",
      REDIS_URL: redisUrl,
      PUSHER_APP_ID: `test-sessions-${process.pid}-${Date.now()}`,
      PUSHER_APP_KEY: "shared-key",
      PUSHER_APP_SECRET: "shared-secret-0123456789",
    },
  });
  // The second instance: the same config and the same database, as instances behind a balancer.
  b = await buildApp({ config: a.config, database: a.database });
  for (const app of [a.app, b]) {
    await app.listen({ port: 0, host: "127.0.0.1" });
    ports.push((app.server.address() as AddressInfo).port);
  }
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  await b?.close();
  await a?.close();
});

/** A pusher-js tab on instance `i` whose private channels are authorised by `client`'s session (on instance A). */
async function tab(i: number, client: SessionClient, userId: number) {
  const pusher = pusherClient(ports[i] as number, a.config.realtime.key, async (socketId, channelName) => {
    const res = await client.post("/api/broadcasting/auth", { socket_id: socketId, channel_name: channelName });
    if (res.statusCode !== 200) throw new Error(`auth answered ${res.statusCode}`);
    return res.json() as { auth: string };
  });
  clients.push(pusher);
  const own = await subscribed(pusher, `private-user.${userId}`);
  const open = await subscribed(pusher, "new-classes");
  const got = { private: [] as number[], public: [] as number[], errors: [] as unknown[] };
  own.bind("notification.sent", (d: { id: number }) => got.private.push(d.id));
  own.bind("pusher:subscription_error", (e: unknown) => got.errors.push(e));
  open.bind("class.created", (d: { id: number }) => got.public.push(d.id));
  return got;
}

describe("a session ended on one instance, its socket on another", () => {
  it("logout on A drops the socket on B before any later event, and another session keeps its delivery", async () => {
    const user = await createUser(a.db);
    const s1 = sessionClient(a.app);
    const s2 = sessionClient(a.app);
    await s1.login(user.email, user.password);
    await s2.login(user.email, user.password);
    const onB = await tab(1, s1, user.id);
    const keeper = await tab(1, s2, user.id);
    const channel = `private-user.${user.id}`;

    await a.app.realtime.publish(channel, "notification.sent", { id: 1 });
    await until(() => onB.private.includes(1) && keeper.private.includes(1), "event 1 on instance B");

    expect((await s1.post("/api/logout")).statusCode).toBe(204);
    await a.app.realtime.publish(channel, "notification.sent", { id: 2 });
    // A public event published after it: once B's socket has it, B has handled event 2 (Redis keeps order).
    await a.app.realtime.publish("new-classes", "class.created", { id: 3 });
    await until(() => onB.public.includes(3) && keeper.private.includes(2), "the later events on instance B");
    expect(onB.private).toEqual([1]);
    await until(() => onB.errors.length === 1, "the drop on instance B", 5_000);
    expect(onB.errors[0]).toMatchObject({ type: "AuthError", status: 401 });

    await b.realtime.publish(channel, "notification.sent", { id: 4 });
    await until(() => keeper.private.includes(4), "event 4 on the other session");
    expect(onB.private).toEqual([1]);
    expect(keeper.private).toEqual([1, 2, 4]);
    expect(keeper.errors).toEqual([]);
  });
});

describe("the order of a session's end and a private event, across instances", () => {
  it("an event the socket's own instance publishes after the end, before it has read the signal, is not delivered", async () => {
    const creds = { appId: `order-${process.pid}-${Date.now()}`, key: "order-key", secret: "order-secret-0123456789" };
    const started: Array<{ http: Server; server: PusherServer; bus: RedisBus; realtime: Realtime; port: number }> = [];
    try {
      for (let i = 0; i < 2; i++) {
        const http = createServer((_req, res) => res.writeHead(404).end());
        const server = new PusherServer({ app: creds, appOrigin: "http://127.0.0.1", allowLoopbackOrigins: true });
        server.attach(http);
        const bus = new RedisBus(redisUrl, creds.appId);
        await bus.connected();
        const realtime = embeddedRealtime(creds, server, bus);
        await new Promise<void>((r) => http.listen(0, "127.0.0.1", r));
        started.push({ http, server, bus, realtime, port: (http.address() as AddressInfo).port });
      }
      const [one, two] = started as [(typeof started)[number], (typeof started)[number]];
      const sessionId = "f".repeat(64);
      const socket = new RawClient(`ws://127.0.0.1:${two.port}/app/${creds.key}?protocol=7`);
      try {
        const { socket_id } = await socket.established();
        const binding = encodeBinding({ userId: 9, tag: sessionTag(creds.secret, sessionId) });
        const auth = signBoundChannel(creds, socket_id, "private-user.9", binding);
        socket.send({ event: "pusher:subscribe", data: { channel: "private-user.9", auth } });
        socket.send({ event: "pusher:subscribe", data: { channel: "new-classes" } });
        await until(
          () => socket.frames.filter((f) => f.event === "pusher_internal:subscription_succeeded").length === 2,
          "both subscriptions",
        );
        // Instance two reads nothing from Redis for a while: the end announced on instance one is
        // in Redis, but not yet seen there, when instance two publishes to the private channel.
        const sub = (two.bus as unknown as { sub: { stream: { pause(): void; resume(): void } } }).sub;
        sub.stream.pause();
        await one.realtime.endSessions([{ userId: 9, ids: [sessionId] }]);
        await two.realtime.publish("private-user.9", "notification.sent", { n: 1 });
        await one.realtime.publish("new-classes", "class.created", { n: 2 });
        await new Promise((r) => setTimeout(r, 200));
        sub.stream.resume();
        await socket.event("class.created", "the marker published after both");
        expect(socket.frames.filter((f) => f.event === "notification.sent")).toEqual([]);
        expect(socket.frames.filter((f) => f.event === "pusher:subscription_error")).toHaveLength(1);
      } finally {
        socket.close();
      }
    } finally {
      for (const s of started) {
        await s.realtime.close();
        await new Promise((r) => s.http.close(r));
      }
    }
  });
});
