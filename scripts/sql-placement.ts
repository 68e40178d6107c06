// Only repositories write SQL (ARCHITECTURE.md, STYLE.md 3). In apps/server/src, SQL text
// (drizzle's sql`...` and sql.raw, a raw db.execute, or the query builder on db/tx) may stand only in `*.repository.ts`, in a
// `*-queries.ts` file of SQL fragments that repositories share, in `db/` (client, migrations),
// in `seed/` (demo data), and in tests. Services open transactions and call repositories; routes call services.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isTestFile, sourceFiles } from "./source-files.ts";

const serverRoot = "apps/server/src";
const sqlText = /\bsql`|\bsql\.raw\(|\.execute\(|\b(db|tx)\s*\.\s*(select|insert|update|delete)\(/;
const allowed = (relPath: string) =>
  /\.repository\.ts$|-queries\.ts$/.test(relPath) ||
  relPath.startsWith(`${serverRoot}/db/`) ||
  relPath.startsWith(`${serverRoot}/seed/`) ||
  isTestFile(relPath);

/** The 1-based lines of `source` that write SQL, when `relPath` is not a place allowed to. */
export function sqlOutsideRepositories(relPath: string, source: string): number[] {
  if (allowed(relPath)) return [];
  return source.split("\n").flatMap((line, i) => (sqlText.test(line) ? [i + 1] : []));
}

/** Every `file:line` in the server that writes SQL outside a repository. */
export function findSqlOutsideRepositories(root: string): string[] {
  const out: string[] = [];
  for (const rel of sourceFiles(root, serverRoot)) {
    for (const line of sqlOutsideRepositories(rel, readFileSync(path.join(root, rel), "utf8")))
      out.push(`${rel}:${line}`);
  }
  return out;
}
