// Features never import each other (ARCHITECTURE.md, STYLE.md 2): a file under
// apps/web/app/features/<a>/ or apps/server/src/modules/<a>/ may import its own feature, shared
// code (components, lib, platform, db, contracts...) and packages, never another feature's folder.
// Routes and composition files (modules/*.routes.ts, app/routes) compose features and are not
// checked. Test files and test helpers may borrow another feature's fixtures.
import { readFileSync } from "node:fs";
import path from "node:path";
import { isTestFile, sourceFiles } from "./source-files.ts";

/** The folders whose children are features. */
export const featureRoots = ["apps/web/app/features", "apps/server/src/modules"];

const importSpecifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;

export type Violation = { file: string; line: number; specifier: string; feature: string; imported: string };

/** The specifiers a source text imports or re-exports, with their 1-based line numbers. */
export function importsOf(source: string): { specifier: string; line: number }[] {
  const found: { specifier: string; line: number }[] = [];
  for (const m of source.matchAll(importSpecifier)) {
    found.push({ specifier: m[1] ?? "", line: source.slice(0, m.index).split("\n").length });
  }
  return found;
}

/** The feature a repository-relative path belongs to, if any: "apps/web/app/features/x/..." -> "x". */
export function featureOf(relPath: string): string | undefined {
  for (const root of featureRoots) {
    const rest = path.posix.relative(root, relPath);
    if (rest.startsWith("..") || path.posix.isAbsolute(rest)) continue;
    const parts = rest.split("/");
    // A file directly in the root (modules/catalog.routes.ts) is composition, not a feature.
    if (parts.length > 1) return `${root}/${parts[0]}`;
  }
  return undefined;
}

/** Checks one file's source; `relPath` is relative to the repository root, with forward slashes. */
export function violationsIn(relPath: string, source: string): Violation[] {
  const feature = featureOf(relPath);
  if (!feature || isTestFile(relPath)) return [];
  const out: Violation[] = [];
  for (const { specifier, line } of importsOf(source)) {
    if (!specifier.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(relPath), specifier));
    const imported = featureOf(target);
    if (imported && imported !== feature) out.push({ file: relPath, line, specifier, feature, imported });
  }
  return out;
}

/** Every violation in the repository at `root`. */
export function findViolations(root: string): Violation[] {
  const out: Violation[] = [];
  for (const featureRoot of featureRoots) {
    for (const rel of sourceFiles(root, featureRoot))
      out.push(...violationsIn(rel, readFileSync(path.join(root, rel), "utf8")));
  }
  return out;
}
