import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { inject } from "vitest";
import { buildApp } from "../src/app.ts";
import { type Config, loadConfig } from "../src/config/config.ts";
import { createProxiedTestApp } from "./proxy-harness.ts";
import { viaProxy } from "./proxy-mode.ts";
import type { TestApp, TestAppOptions } from "./test-app-types.ts";
import { openTestDatabase } from "./test-database.ts";

export type { TestApp, TestAppOptions };

/**
 * Builds the real application (buildApp, without the web) on a fresh, migrated database:
 * an in-memory PGlite by default, a clone of the migrated template with TEST_DB=postgres.
 *
 *   let t: TestApp;
 *   beforeAll(async () => { t = await createTestApp(); });
 *   afterAll(() => t.close());
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  // TEST_VIA_PROXY=1: two instances behind nginx (proxy-harness.ts); the rest is the default.
  if (viaProxy()) return createProxiedTestApp(options, testConfig);
  const dataDir = await mkdtemp(path.join(tmpdir(), "guildforge-test-"));
  const config = testConfig(dataDir, options);
  const { database, beginTeardown, drop } = await openTestDatabase(inject("testDb"));
  const app = await buildApp({ ...options.deps, config, database });
  let closed = false;
  return {
    app,
    database,
    db: database.db,
    config,
    async close() {
      if (closed) return;
      closed = true;
      // Order matters on PostgreSQL: the app (and its onClose hooks: pg-boss stops and ends its
      // own pool) first, then the app's pool, then wait for its sockets to close, then drop.
      beginTeardown();
      try {
        await app.close();
      } finally {
        try {
          await database.close();
        } finally {
          await drop();
          await rm(dataDir, { recursive: true, force: true });
        }
      }
    },
  };
}

/** The test config: `env` (the proxy mode's REDIS_URL, ...) under the test's own options. */
function testConfig(dataDir: string, options: TestAppOptions, env: Record<string, string> = {}): Config {
  const loaded = loadConfig({
    NODE_ENV: "test",
    DATA_DIR: dataDir,
    RATE_LIMITS: "on",
    LOG_LEVEL: "silent",
    SEED: "none",
    ...env,
    ...options.env,
  });
  return { ...loaded, ...options.config };
}
