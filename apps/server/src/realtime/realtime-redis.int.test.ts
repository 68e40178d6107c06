import type { AddressInfo } from "node:net";
import { Redis } from "ioredis";
import PusherServerSdk from "pusher";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { nextEvent, type Pusher, pusherClient, subscribed } from "./realtime-test-kit.ts";

/** Two instances of the app sharing the running Redis: what one publishes reaches the other's sockets. */
const redisUrl = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const startRedis =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

async function requireRedis() {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  try {
    await probe.connect();
    await probe.ping();
  } catch (e) {
    throw new Error(`Redis is not reachable at ${redisUrl} (${(e as Error).message}). Start it with:\n  ${startRedis}`);
  } finally {
    probe.disconnect();
  }
}

const instances: { t: TestApp; port: number }[] = [];
const clients: Pusher[] = [];

beforeAll(async () => {
  await requireRedis();
  // Both instances share the credentials, as N instances behind a load balancer do.
  const env = {
    RATE_LIMITS: "off",
    REDIS_URL: redisUrl,
    PUSHER_APP_ID: `test-${process.pid}-${Date.now()}`,
    PUSHER_APP_KEY: "shared-key",
    PUSHER_APP_SECRET: "shared-secret-0123456789",
  };
  for (let i = 0; i < 2; i++) {
    const t = await createTestApp({ env });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    instances.push({ t, port: (t.app.server.address() as AddressInfo).port });
  }
});

afterAll(async () => {
  for (const c of clients) c.disconnect();
  for (const { t } of instances) await t.close();
});

function client(i: number) {
  const { t, port } = instances[i] as (typeof instances)[number];
  const c = pusherClient(port, t.config.realtime.key, async (socketId, channel) =>
    t.app.realtime.authorizeChannel(socketId, channel),
  );
  clients.push(c);
  return c;
}

describe("scale-out over Redis", () => {
  it("a socket on instance B receives what instance A publishes (and A's own sockets too)", async () => {
    const [a, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const onA = await subscribed(client(0), "private-user.11");
    const onB = await subscribed(client(1), "private-user.11");
    const gotA = nextEvent(onA, "notification.sent");
    const gotB = nextEvent(onB, "notification.sent");
    await a.t.app.realtime.publish("private-user.11", "notification.sent", { id: 42 });
    expect(await gotB).toEqual({ id: 42 });
    expect(await gotA).toEqual({ id: 42 });
    expect(b.port).not.toBe(a.port);
  });

  it("the signed HTTP API on instance B reaches sockets on instance A", async () => {
    const onA = await subscribed(client(0), "new-classes");
    const [, b] = instances as [(typeof instances)[number], (typeof instances)[number]];
    const rt = b.t.config.realtime;
    const sdk = new PusherServerSdk({
      appId: rt.appId,
      key: rt.key,
      secret: rt.secret,
      host: "127.0.0.1",
      port: String(b.port),
      useTLS: false,
    });
    const got = nextEvent(onA, "class.created");
    await sdk.trigger("new-classes", "class.created", { id: 7, url: "/classes/7" });
    expect(await got).toEqual({ id: 7, url: "/classes/7" });
  });
});
