import type { AddressInfo } from "node:net";
import type { FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { buildApp } from "../app.ts";
import { type SessionClient, sessionClient } from "../platform/sessions/testing.ts";
import { type Pusher, pusherClient, subscribed, until } from "./realtime-test-kit.ts";

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
