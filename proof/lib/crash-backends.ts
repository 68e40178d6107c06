// Where the crash suite's app keeps its data: a temporary DATA_DIR with the embedded PGlite, or
// that plus a database of its own on PostgreSQL (created here, dropped afterwards). And the app
// process itself: the real server (apps/server/src/main.ts) on a free port.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { dropDatabase } from "../../apps/server/test/pg-teardown.ts";
import { type RunningServer, spawnServer } from "../../apps/server/test/spawn-server.ts";
import { withDatabase } from "../../apps/server/test/test-db.ts";
import { choosePostgres } from "../../scripts/test-postgres.ts";
import type { Target } from "./crash-seed.ts";

export interface Backend {
  name: "PGlite" | "PostgreSQL";
  target: Target;
  /** Removes the data folder and drops the database. */
  cleanup(): Promise<void>;
}

const tempDir = () => mkdtempSync(path.join(tmpdir(), "guildforge-crash-"));

export function pgliteBackend(): Backend {
  const dataDir = tempDir();
  return {
    name: "PGlite",
    target: { dataDir },
    cleanup: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function admin<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/**
 * A database of its own on TEST_DATABASE_URL or the local server (an embedded PostgreSQL when
 * neither answers, as `int:postgres` does). Only the app process is killed, never the server.
 */
export async function postgresBackend(): Promise<Backend> {
  const server = await choosePostgres();
  const name = `crash_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    await admin(server.url, (c) => c.query(`CREATE DATABASE "${name}"`));
  } catch (e) {
    await server.stop();
    throw new Error(
      `The crash suite could not create a database on ${server.url} (${(e as Error).message}). ` +
        "Start PostgreSQL (e.g. `.ci/run` does, or `pg_ctlcluster 15 main start`) or set TEST_DATABASE_URL.",
    );
  }
  const dataDir = tempDir();
  return {
    name: "PostgreSQL",
    target: { dataDir, databaseUrl: withDatabase(server.url, name) },
    async cleanup() {
      try {
        await admin(server.url, (c) => dropDatabase(c, name));
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
        await server.stop();
      }
    },
  };
}

/** The real server on the backend's data, rate limits off (the suite's 1,000 writes are one burst). */
export function startApp(target: Target): Promise<RunningServer> {
  return spawnServer({
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
  });
}

/** SIGTERM and wait: the graceful stop, after which the suite may open the database itself. */
export async function stopApp(server: RunningServer): Promise<void> {
  server.child.kill("SIGTERM");
  await server.exited;
  await server.dispose();
}
