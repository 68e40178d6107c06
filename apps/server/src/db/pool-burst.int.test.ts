import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "./client.ts";

/**
 * The PostgreSQL pool times connecting only (decision 416), never the wait for a free client: a
 * burst that keeps all ten connections busy for longer than the 3 s connect timeout still gets
 * its queued statements answered, not "timeout exceeded" (a 503). Runs in the PostgreSQL stage
 * only (vitest.config.ts `postgresOnly`).
 */
describe("the PostgreSQL pool under a burst", () => {
  it("answers a statement that waited more than 3 s for a free connection", async () => {
    const info = inject("testDb");
    if (info.kind !== "postgres") throw new Error("pool-burst runs in the PostgreSQL stage only (vitest.config.ts)");
    const database = await openDatabase({ databaseUrl: info.url, dataDir: "memory://" });
    try {
      const busy = Array.from({ length: 10 }, () => database.db.execute(sql`select pg_sleep(3.5)`));
      const queued = database.db.execute(sql`select 1 as one`);
      const results = await Promise.allSettled([...busy, queued]);
      expect(
        results.filter((r) => r.status === "rejected").map((r) => String((r as PromiseRejectedResult).reason)),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 30_000);
});
