import { createHash } from "node:crypto";
import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

const dialect = new PgDialect();
/** Statement text -> its name; a text's name is the same in every process (it hashes the text). */
const names = new Map<string, string>();
/** More shapes than any caller has: past it, statements run unnamed rather than fill each connection. */
const maxNames = 200;

function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < maxNames) {
    name = `gf_${createHash("sha1").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs a raw statement as a named prepared statement: node-postgres parses it once per connection
 * and PostgreSQL keeps its plan, where `db.execute` sends and plans the whole text every time (a
 * burst of scans at the door; bench `checkin`). For statements whose text takes a few fixed shapes
 * with every value bound as a parameter; the result is `db.execute`'s (read it with `rowsOf`).
 * PGlite runs it as any statement.
 */
export function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const built = dialect.sqlToQuery(query);
  return db._.session.prepareQuery(built, undefined, nameOf(built.sql), false).execute();
}
