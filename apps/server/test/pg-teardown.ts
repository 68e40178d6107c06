import type pg from "pg";

/** SQLSTATE 57P01 admin_shutdown: "terminating connection due to administrator command". */
export const adminShutdownCode = "57P01";

export const isAdminShutdown = (err: unknown): boolean =>
  (err as { code?: unknown } | null)?.code === adminShutdownCode;

/**
 * Follows a pool's sockets from creation, so teardown can wait until they are really closed.
 * `pool.end()` resolves as soon as it has asked every client to end, before the sockets close:
 * dropping the database at that moment makes PostgreSQL terminate backends that are still
 * attached, and a terminated idle client emits 57P01 on a pool that has no 'error' listener.
 */
export function trackPool(pool: pg.Pool) {
  const open = new Set<pg.PoolClient>();
  let waiters: Array<() => void> = [];
  let tearingDown = false;
  pool.on("connect", (client) => open.add(client));
  pool.on("remove", (client) => {
    open.delete(client);
    if (open.size > 0) return;
    for (const resolve of waiters) resolve();
    waiters = [];
  });
  // Outside teardown an error stays as loud as without a listener (an uncaught exception).
  pool.on("error", (err) => {
    if (tearingDown && isAdminShutdown(err)) return;
    throw err;
  });
  return {
    /** From here on a 57P01 from this pool is expected, not a failure. */
    beginTeardown() {
      tearingDown = true;
    },
    /** Resolves once every client the pool opened has closed its socket (or after `ms`). */
    async closed(ms = 5000): Promise<boolean> {
      if (open.size === 0) return true;
      let timer: NodeJS.Timeout | undefined;
      const done = await Promise.race([
        new Promise<true>((resolve) => waiters.push(() => resolve(true))),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), ms);
        }),
      ]);
      clearTimeout(timer);
      return done;
    },
  };
}

/**
 * Drops a test database once nothing is attached to it. A plain DROP waits up to 5 s for
 * backends that are already exiting; only if something still holds it after a few tries (a
 * connection a test leaked) is it forced, which terminates those backends with 57P01.
 */
export async function dropDatabase(admin: pg.Client, name: string, attempts = 3): Promise<void> {
  for (let attempt = 1; attempt <= attempts; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS "${name}"`);
      return;
    } catch (e) {
      if (!/being accessed by other users/.test((e as Error).message)) throw e;
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}
