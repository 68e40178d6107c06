// What the database holds, to prove a request changed nothing: per table of the public schema its
// row count and (for `fingerprint`) a hash of every row's text, in one query.
import { sql } from "drizzle-orm";
import type { Db } from "../../apps/server/src/db/client.ts";
import { rowsOf } from "../../apps/server/src/db/rows.ts";

let tables: string[] | undefined;

/**
 * A row's text without the session's `last_seen_at`: any request carrying the session cookie
 * touches it once a minute (the idle timeout's bookkeeping, before CSRF or access run, as Laravel's
 * session middleware does); it is no data the request changed.
 */
const row = "(to_jsonb(x) - 'last_seen_at')::text";

async function publicTables(db: Db): Promise<string[]> {
  if (tables) return tables;
  const res = await db.execute(
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  tables = rowsOf<{ name: string }>(res).map((r) => r.name);
  return tables;
}

async function snapshot(db: Db, withHash: boolean): Promise<Map<string, string>> {
  const parts = (await publicTables(db)).map((t) => {
    const quoted = `"${t.replaceAll('"', '""')}"`;
    const value = withHash
      ? `count(*)::text || ':' || md5(coalesce(string_agg(${row}, ',' order by ${row}), ''))`
      : "count(*)::text";
    return `select '${t}' as name, ${value} as value from ${quoted} x`;
  });
  const res = await db.execute(sql.raw(parts.join(" union all ")));
  return new Map(rowsOf<{ name: string; value: string }>(res).map((r) => [r.name, r.value]));
}

/** Row count per table. */
export const rowCounts = (db: Db) => snapshot(db, false);
/** Row count and a hash of every row per table: any insert, update or delete changes it. */
export const fingerprint = (db: Db) => snapshot(db, true);

/** The tables whose value differs between two snapshots. */
export function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after].filter(([name, value]) => before.get(name) !== value).map(([name]) => name);
}
