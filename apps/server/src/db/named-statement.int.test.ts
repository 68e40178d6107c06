import { sql } from "drizzle-orm";
import { describe, expect, inject, it } from "vitest";
import { openDatabase } from "./client.ts";
import { executeNamed } from "./named-statement.ts";
import { rowsOf } from "./rows.ts";

/**
 * `executeNamed` answers as `db.execute` does, on PGlite and on PostgreSQL; on PostgreSQL the
 * statement is prepared once on the connection under a name taken from its text, and a second
 * call with other values reuses it.
 */
describe("a named statement", () => {
  it("answers like db.execute and is prepared once per connection", async () => {
    const info = inject("testDb");
    const database = await openDatabase(
      info.kind === "postgres" ? { databaseUrl: info.url, dataDir: "memory://" } : { dataDir: "memory://" },
    );
    try {
      const query = (n: number) => sql`select ${n}::int + 1 as next, 'anvil' as word`;
      expect(rowsOf(await executeNamed(database.db, query(1)))).toEqual(rowsOf(await database.db.execute(query(1))));
      if (info.kind !== "postgres") return;
      const prepared = await database.db.transaction(async (tx) => {
        const first = rowsOf<{ next: number }>(await executeNamed(tx, query(41)));
        const second = rowsOf<{ next: number }>(await executeNamed(tx, query(99)));
        const names = rowsOf<{ name: string; statement: string }>(
          await tx.execute(sql`select name, statement from pg_prepared_statements where name like 'gf\\_%'`),
        );
        return { first, second, names };
      });
      expect(prepared.first).toEqual([{ next: 42, word: "anvil" }]);
      expect(prepared.second).toEqual([{ next: 100, word: "anvil" }]);
      expect(prepared.names.filter((p) => p.statement.includes("'anvil' as word"))).toHaveLength(1);
    } finally {
      await database.close();
    }
  });
});
