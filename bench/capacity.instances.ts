// Shared by the rush, capacity and soak benchmarks: a fresh PostgreSQL database of the run's own
// (created on BENCH_PG_URL's server, dropped afterwards) and real server processes
// (`apps/server/src/main.ts`) on it, each with the same APP_KEY so a session and its CSRF token
// work on every instance, as behind a load balancer.
import { randomBytes } from "node:crypto";
import pg from "pg";
import { type RunningServer, spawnServer } from "../apps/server/test/spawn-server.ts";

export const serverUrl = process.env.BENCH_PG_URL || "postgres://postgres@127.0.0.1:5432/postgres";
export const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379";

/** A fresh database `<prefix>_<random>` on the server; `drop()` removes it (forcing off clients). */
export async function freshDatabase(prefix: string): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  try {
    await admin.connect();
  } catch (e) {
    throw new Error(
      `PostgreSQL is not reachable at ${serverUrl} (${(e as Error).message}). Start it with:\n` +
        "  pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start\nor set BENCH_PG_URL.",
    );
  }
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Server connections to one database right now (pg_stat_activity), the bench's own excluded. */
export async function connectionsTo(name: string): Promise<number> {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    const r = await c.query(
      "select count(*)::int as n from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return r.rows[0].n as number;
  } finally {
    await c.end();
  }
}

export const benchAppKey = `bench-${randomBytes(24).toString("hex")}`;

/**
 * One instance as the test harness spawns it (NODE_ENV=development: plain cookie names over http,
 * which rush.seed.ts relies on), rate limits off, logging at warn, with the run's APP_KEY.
 */
export function startInstance(env: Record<string, string>): Promise<RunningServer> {
  return spawnServer({
    APP_KEY: benchAppKey,
    RATE_LIMITS: "off",
    LOG_LEVEL: "warn",
    SEED: "none",
    ...env,
  });
}
