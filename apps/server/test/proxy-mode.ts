/** TEST_VIA_PROXY=1: every createTestApp() is two instances behind deploy/nginx (issue 23). */
export const viaProxy = (env: Record<string, string | undefined> = process.env): boolean =>
  ["1", "true"].includes(env.TEST_VIA_PROXY?.trim() ?? "");

export const proxyNeedsPostgres =
  "TEST_VIA_PROXY=1 runs two app instances on one database, and an embedded PGlite belongs to one process. Run it on PostgreSQL and Redis:\n  TEST_DB=postgres TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test TEST_REDIS_URL=redis://127.0.0.1:6379 TEST_VIA_PROXY=1 npx vitest run --project int";
