// Layers point one way (docs/decisions/241-layers-and-import-cycles.md): no module of the server,
// the contracts or the web app imports itself back through a chain of imports, type-only imports
// included (a type cycle is still two layers that each need the other). dpdm parses the graph.
import { readFileSync } from "node:fs";
import path from "node:path";
import { parseCircular, parseDependencyTree } from "dpdm";
import { importsOf } from "./feature-boundaries.ts";
import { sourceFiles } from "./source-files.ts";

/** The source trees checked, relative to the repository root. */
export const cycleRoots = ["apps/server/src", "apps/server/test", "packages/contracts/src", "apps/web/app"];

/** Every import cycle among the TypeScript files under `dirs` (relative to `root`), as file paths. */
export async function findImportCycles(root: string, dirs: readonly string[] = cycleRoots): Promise<string[][]> {
  const tree = await parseDependencyTree(
    dirs.map((d) => `${d}/**/*.{ts,tsx}`),
    {
      context: root,
      cwd: root,
      extensions: [".ts", ".tsx"],
      include: /\.tsx?$/,
      exclude: /node_modules|\/build\/|\.react-router\//,
      transform: false,
      skipDynamicImports: false,
    },
  );
  return parseCircular(tree).map((cycle) => cycle.map((file) => path.relative(root, path.resolve(root, file))));
}

/** `config/` is the bottom layer: it may import only itself and packages, never platform, realtime, db or modules. */
export function configLayerViolations(root: string): string[] {
  const dir = "apps/server/src/config";
  const out: string[] = [];
  for (const rel of sourceFiles(root, dir)) {
    for (const { specifier, line } of importsOf(readFileSync(path.join(root, rel), "utf8"))) {
      if (!specifier.startsWith(".")) continue;
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(rel), specifier));
      if (!target.startsWith(`${dir}/`)) out.push(`${rel}:${line} imports ${specifier}`);
    }
  }
  return out;
}
