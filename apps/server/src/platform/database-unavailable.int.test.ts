import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./database-unavailable.ts";

/** The error a query raises through Drizzle, as a route would see it. */
async function queryError(pool: pg.Pool, statement: string): Promise<unknown> {
  try {
    await drizzle(pool).execute(sql.raw(statement));
  } catch (err) {
    return err;
  } finally {
    await pool.end();
  }
  throw new Error("the query succeeded");
}

describe("isDatabaseUnavailable", () => {
  it("is true for a server that refuses connections (stopped)", async () => {
    // Port 9 (discard) on loopback: nothing listens there, the connection is refused.
    const pool = new pg.Pool({
      connectionString: "postgres://postgres@127.0.0.1:9/none",
      connectionTimeoutMillis: 2000,
    });
    expect(isDatabaseUnavailable(await queryError(pool, "select 1"))).toBe(true);
  });

  it("is true for SQLSTATE 57P01 (terminated by an administrator) and class 08", () => {
    expect(isDatabaseUnavailable({ message: "wrapped", cause: { code: "57P01" } })).toBe(true);
    expect(isDatabaseUnavailable({ code: "08006" })).toBe(true);
    expect(isDatabaseUnavailable(new Error("Connection terminated unexpectedly"))).toBe(true);
  });

  it("is false for a request's own errors (a unique violation, a bad statement)", () => {
    expect(isDatabaseUnavailable({ message: "wrapped", cause: { code: "23505" } })).toBe(false);
    expect(isDatabaseUnavailable({ code: "42601" })).toBe(false);
    expect(isDatabaseUnavailable(new Error("something else"))).toBe(false);
  });
});
