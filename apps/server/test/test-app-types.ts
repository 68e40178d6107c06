import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../src/app-deps.ts";
import type { Config } from "../src/config/config.ts";
import type { Database, Db } from "../src/db/client.ts";

/** What createTestApp (harness.ts) takes and gives; its own module so the proxy mode can name them too. */
export interface TestAppOptions {
  /** Extra environment for loadConfig, e.g. `{ RATE_LIMITS: "off" }`. */
  env?: Record<string, string>;
  /** Config fields to override after loadConfig. */
  config?: Partial<Config>;
  /** Extra or replaced dependencies for buildApp (config and database are provided). */
  deps?: Partial<Omit<AppDeps, "config" | "database">>;
}

export interface TestApp {
  /** The real app (API only, no web), not yet ready: register test-only routes, then inject. */
  app: FastifyInstance;
  database: Database;
  /** Shortcut for database.db (the Drizzle handle factories take). */
  db: Db;
  config: Config;
  /** Closes the app, the database, and removes the temp DATA_DIR (and the cloned database). */
  close(): Promise<void>;
}
