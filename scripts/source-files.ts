import { readdirSync } from "node:fs";
import path from "node:path";

/** Every TypeScript file below `dir`, recursively, as repository-relative forward-slash paths. */
export function* sourceFiles(root: string, dir: string): Generator<string> {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) yield* sourceFiles(root, rel);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield rel;
  }
}

/** Test files and test helpers: they never ship, so the architecture rules leave them alone. */
export const isTestFile = (relPath: string) =>
  /(\.test\.tsx?|[-.]test-(kit|helpers)\.ts|(^|\/)testing\.ts)$/.test(relPath) ||
  relPath.startsWith("apps/server/test/");
