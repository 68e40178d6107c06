import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { inject } from "vitest";
import { freePort } from "../../../scripts/test-postgres.ts";
import { buildApp } from "../src/app.ts";
import type { Config } from "../src/config/config.ts";
import { nginxBinary, type RunningNginx, startNginx } from "./nginx-proxy.ts";
import { proxyApp } from "./proxy-app.ts";
import { httpInject } from "./proxy-inject.ts";
import { proxyNeedsPostgres } from "./proxy-mode.ts";
import { leaseRedisDatabase } from "./redis-lease.ts";
import type { TestApp, TestAppOptions } from "./test-app-types.ts";
import { openTestDatabase } from "./test-database.ts";

const redisUrl = () => process.env.TEST_REDIS_URL || "redis://127.0.0.1:6379";

export type MakeConfig = (dataDir: string, options: TestAppOptions, env: Record<string, string>) => Config;

/**
 * Two instances of the real app (each its own pool on the same cloned database, the same config
 * and injected deps, Redis for both) behind nginx on deploy/nginx/guildforge.conf. Nothing
 * listens until the first inject()/ready()/listen(), so tests can still register routes.
 */
export async function createProxiedTestApp(options: TestAppOptions, makeConfig: MakeConfig): Promise<TestApp> {
  const info = inject("testDb");
  if (info.kind !== "postgres") throw new Error(proxyNeedsPostgres);
  nginxBinary(); // the install hint, before anything is built
  const undo: Array<() => Promise<unknown>> = [];
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    let first: unknown;
    for (const step of undo.splice(0).reverse()) {
      await step().catch((e) => {
        first ??= e;
      });
    }
    if (first) throw first;
  };
  try {
    const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-test-"));
    undo.push(() => rm(dataDir, { recursive: true, force: true }));
    const redis = await leaseRedisDatabase(redisUrl());
    undo.push(redis.release);
    // The realtime topic is named by the app id: one per test app, as Redis pub/sub has no databases.
    const config = makeConfig(dataDir, options, {
      REDIS_URL: redis.url,
      PUSHER_APP_ID: `test-${randomBytes(6).toString("hex")}`,
    });
    const testDb = await openTestDatabase(info);
    undo.push(testDb.drop);
    undo.push(() => testDb.database.close());
    if (!testDb.openAnother) throw new Error(proxyNeedsPostgres);
    const databaseB = await testDb.openAnother();
    undo.push(() => databaseB.close());
    const a = await buildApp({ ...options.deps, config, database: testDb.database });
    undo.push(() => a.close());
    const b = await buildApp({ ...options.deps, ...secondInstance(options), config, database: databaseB });
    undo.push(() => b.close());
    // Like a browser's connection pool: the tests' bursts (1,000 concurrent votes) queue here
    // instead of asking one nginx worker for more than its worker_connections.
    const agent = new http.Agent({ keepAlive: true, maxSockets: 128 });
    undo.push(async () => agent.destroy());
    // Order on close (reverse): nginx, then 57P01 allowed, then the apps, pools, clone, Redis, files.
    undo.push(async () => testDb.beginTeardown());
    let started: Promise<RunningNginx> | undefined;
    const start = () => {
      started ??= (async () => {
        await Promise.all([a.listen({ port: 0, host: "127.0.0.1" }), b.listen({ port: 0, host: "127.0.0.1" })]);
        const proxy = await startProxy([portOf(a), portOf(b)]);
        undo.push(() => proxy.stop());
        return proxy;
      })();
      return started;
    };
    const app = proxyApp({
      a,
      b,
      inject: httpInject(async () => (await start()).url, agent),
      start: async () => ({ address: "127.0.0.1", family: "IPv4", port: (await start()).port }),
      closeBoth: async () => {
        await Promise.all([a.close(), b.close()]);
      },
    });
    return { app, database: testDb.database, db: testDb.database.db, config, close };
  } catch (e) {
    await close().catch(() => {});
    throw e;
  }
}

/**
 * The one dependency that is an instance's identity, not a shared fake: a performance recording
 * name the test chose ("one") names instance A; B gets its own, as every production instance has.
 */
function secondInstance(options: TestAppOptions): TestAppOptions["deps"] {
  const observability = options.deps?.observability;
  return observability?.instance
    ? { observability: { ...observability, instance: `${observability.instance}-b` } }
    : {};
}

function portOf(app: FastifyInstance): number {
  return (app.server.address() as AddressInfo).port;
}

/** A free port can be taken by another worker between the probe and nginx's bind: try again. */
async function startProxy(upstreams: number[]): Promise<RunningNginx> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startNginx(await freePort(), upstreams);
    } catch (e) {
      if (attempt >= 3) throw e;
    }
  }
}
