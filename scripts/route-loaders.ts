// Page data loads one way (docs/topics/page-data.md): a route module under apps/web/app/routes
// calls its feature's `server/load-*.server.ts` loader and never talks to the in-process API
// itself. So no route imports the low-level helpers (`loadJson`, `loadJsonOrNull`, `serverApi`
// in lib/server-api/) or the load context's API handle. Test files are not checked.
import { readFileSync } from "node:fs";
import path from "node:path";
import { importsOf } from "./feature-boundaries.ts";
import { isTestFile, sourceFiles } from "./source-files.ts";

/** The folder of route modules. */
export const routesRoot = "apps/web/app/routes";

/** What a route module may not import: the API helpers behind the feature loaders. */
export const lowLevelModules = ["apps/web/app/lib/server-api", "apps/web/app/lib/load-context"];

/** Names that only the helpers' callers use: a route naming one reaches past its feature's loader. */
const lowLevelNames = /\b(loadJson|loadJsonOrNull|serverApi|serverApiContext)\b/;

export type LoaderViolation = { file: string; line: number; what: string };

/** Checks one route module's source; `relPath` is relative to the repository root, with forward slashes. */
export function loaderViolationsIn(relPath: string, source: string): LoaderViolation[] {
  if (!relPath.startsWith(`${routesRoot}/`) || isTestFile(relPath)) return [];
  const out: LoaderViolation[] = [];
  for (const { specifier, line } of importsOf(source)) {
    if (!specifier.startsWith(".")) continue;
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(relPath), specifier));
    if (lowLevelModules.some((m) => target === m || target.startsWith(`${m}/`) || target.startsWith(`${m}.`)))
      out.push({ file: relPath, line, what: `imports ${specifier}` });
  }
  source.split("\n").forEach((text, i) => {
    const name = lowLevelNames.exec(text)?.[1];
    if (name && !/^\s*(\/\/|\*|\/\*)/.test(text)) out.push({ file: relPath, line: i + 1, what: `uses ${name}` });
  });
  return out;
}

/** Every violation in the repository at `root`. */
export function findLoaderViolations(root: string): LoaderViolation[] {
  const out: LoaderViolation[] = [];
  for (const rel of sourceFiles(root, routesRoot))
    out.push(...loaderViolationsIn(rel, readFileSync(path.join(root, rel), "utf8")));
  return out;
}
