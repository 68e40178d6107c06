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

type Prepared = ReturnType<Db["_"]["session"]["prepareQuery"]>;

/**
 * A raw statement built once, with `sql.placeholder(name)` for every value, and run as a named
 * prepared statement: no query text is built, rendered or sent again per call (a burst of scans at
 * the door; bench `checkin`). The statement is prepared once per database handle; the result is
 * `db.execute`'s (read it with `rowsOf`).
 */
export function namedStatement<Values extends object>(build: () => SQL): (db: Db, values: Values) => Promise<unknown> {
  let text: ReturnType<PgDialect["sqlToQuery"]> | undefined;
  const perDb = new WeakMap<Db, Prepared>();
  return (db, values) => {
    text ??= dialect.sqlToQuery(build());
    let prepared = perDb.get(db);
    if (!prepared) {
      prepared = db._.session.prepareQuery(text, undefined, nameOf(text.sql), false);
      perDb.set(db, prepared);
    }
    return prepared.execute(values as Record<string, unknown>);
  };
}
