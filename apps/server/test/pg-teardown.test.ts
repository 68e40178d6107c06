import { EventEmitter } from "node:events";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { dropDatabase, trackPool } from "./pg-teardown.ts";

const terminated = () =>
  Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

function fakePool() {
  const pool = new EventEmitter();
  return { pool, tracked: trackPool(pool as unknown as pg.Pool) };
}

describe("trackPool", () => {
  it("closed() waits until every client the pool opened has been removed", async () => {
    const { pool, tracked } = fakePool();
    const a = {};
    const b = {};
    pool.emit("connect", a);
    pool.emit("connect", b);
    let done = false;
    const closed = tracked.closed().then((ok) => {
      done = ok;
    });
    pool.emit("remove", a);
    await Promise.resolve();
    expect(done).toBe(false);
    pool.emit("remove", b);
    await closed;
    expect(done).toBe(true);
  });

  it("closed() gives up after its limit while a client stays open", async () => {
    const { pool, tracked } = fakePool();
    pool.emit("connect", {});
    expect(await tracked.closed(20)).toBe(false);
  });

  it("ignores 57P01 only once teardown has begun; other errors stay loud", () => {
    const { pool, tracked } = fakePool();
    expect(() => pool.emit("error", terminated())).toThrow(/administrator command/);
    tracked.beginTeardown();
    expect(() => pool.emit("error", terminated())).not.toThrow();
    expect(() => pool.emit("error", new Error("boom"))).toThrow("boom");
  });
});

function fakeAdmin(failures: number) {
  const queries: string[] = [];
  const admin = {
    async query(sql: string) {
      queries.push(sql);
      if (!sql.includes("FORCE") && queries.length <= failures) {
        throw new Error('database "x" is being accessed by other users');
      }
      return { rows: [] };
    },
  };
  return { admin: admin as unknown as pg.Client, queries };
}

describe("dropDatabase", () => {
  it("drops without FORCE when nothing holds the database", async () => {
    const { admin, queries } = fakeAdmin(0);
    await dropDatabase(admin, "gf_t_1");
    expect(queries).toEqual(['DROP DATABASE IF EXISTS "gf_t_1"']);
  });

  it("retries, then forces the drop when a leaked connection still holds it", async () => {
    const { admin, queries } = fakeAdmin(3);
    await dropDatabase(admin, "gf_t_2", 3);
    expect(queries).toHaveLength(4);
    expect(queries.at(-1)).toBe('DROP DATABASE IF EXISTS "gf_t_2" WITH (FORCE)');
  });

  it("rethrows any other error", async () => {
    const admin = { query: async () => Promise.reject(new Error("permission denied")) } as unknown as pg.Client;
    await expect(dropDatabase(admin, "gf_t_3")).rejects.toThrow("permission denied");
  });
});
