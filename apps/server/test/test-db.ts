/** What globalSetup hands to every integration test file (through vitest's provide/inject). */
export type TestDbInfo =
  | { kind: "pglite" /** A dump of a migrated PGlite data folder (tar). */; dumpFile: string }
  | { kind: "postgres" /** Server URL (admin database). */; url: string; template: string; runId: string };

declare module "vitest" {
  export interface ProvidedContext {
    testDb: TestDbInfo;
  }
}

export const defaultTestDatabaseUrl = "postgres://postgres@127.0.0.1:5432/test";

export const startPostgresHint =
  "Start it with: pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start";

/** TEST_DB wins; otherwise PostgreSQL when TEST_DATABASE_URL is set (CI), else PGlite. */
export function testDbKind(env: Record<string, string | undefined> = process.env): "pglite" | "postgres" {
  const explicit = env.TEST_DB?.trim();
  if (explicit === "pglite" || explicit === "postgres") return explicit;
  if (explicit) throw new Error(`TEST_DB must be "pglite" or "postgres", not "${explicit}".`);
  return env.TEST_DATABASE_URL ? "postgres" : "pglite";
}

export function testDatabaseUrl(env: Record<string, string | undefined> = process.env): string {
  return env.TEST_DATABASE_URL || defaultTestDatabaseUrl;
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
