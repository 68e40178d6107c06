import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";

/**
 * What a page of the built site loads before it is interactive, read from the client build: React
 * Router's manifest names the client entry and each route's module; the chunks' own static
 * `import ... from "./x.js"` statements give the rest (dynamic `import()` is left out: it runs
 * later, on use). The server renders exactly these as module preloads and scripts.
 */
interface ManifestRoute {
  id: string;
  parentId?: string;
  module: string;
}
interface Manifest {
  entry: { module: string };
  routes: Record<string, ManifestRoute>;
}

export interface ClientBuild {
  dir: string;
  /** The manifest script's URL (`/assets/manifest-*.js`): every page loads it too. */
  manifestFile: string;
  manifest: Manifest;
}

export function readClientBuild(clientDir: string): ClientBuild {
  const name = readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets: run npm run build`);
  const sandbox = { window: {} as { __reactRouterManifest?: Manifest } };
  vm.runInNewContext(readFileSync(path.join(clientDir, "assets", name), "utf8"), sandbox);
  const manifest = sandbox.window.__reactRouterManifest;
  if (!manifest) throw new Error(`${name} set no window.__reactRouterManifest`);
  return { dir: clientDir, manifestFile: `/assets/${name}`, manifest };
}

const staticImport = /(?:^|[;}\s])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([\w.-]+\.js)["']/g;

function chunkText(build: ClientBuild, url: string): string {
  return readFileSync(path.join(build.dir, url), "utf8");
}

/** The chunks one chunk imports statically (URLs like `/assets/x.js`). */
export function staticImports(build: ClientBuild, url: string): string[] {
  const dir = path.posix.dirname(url);
  return [...chunkText(build, url).matchAll(staticImport)].map((m) => `${dir}/${m[1]}`);
}

/** The route ids rendered for a route, root first (each route's layouts above it). */
export function routeChain(build: ClientBuild, routeId: string): string[] {
  const chain: string[] = [];
  for (let id: string | undefined = routeId; id; id = build.manifest.routes[id]?.parentId) {
    if (!build.manifest.routes[id]) throw new Error(`no route "${id}" in the client manifest`);
    chain.unshift(id);
  }
  return chain;
}

/**
 * Every chunk a page of `routeId` loads at page load, each with the shortest import chain that
 * brings it in (starting at the client entry or a route module of the chain).
 */
export function pageLoadChunks(build: ClientBuild, routeId: string): Map<string, string[]> {
  const starts = [
    build.manifest.entry.module,
    ...routeChain(build, routeId).map((id) => build.manifest.routes[id]!.module),
  ];
  const chains = new Map<string, string[]>(starts.map((u) => [u, [u]]));
  const queue = [...starts];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const next of staticImports(build, at)) {
      if (chains.has(next)) continue;
      chains.set(next, [...chains.get(at)!, next]);
      queue.push(next);
    }
  }
  return chains;
}

/** zod's own code: its core defines the `$ZodType` constructor every schema is built from. */
export function isZodChunk(build: ClientBuild, url: string): boolean {
  return chunkText(build, url).includes("$ZodType");
}

/** The import chains (chunk file names, entry or route module first) that load zod at page load. */
export function zodAtPageLoad(build: ClientBuild, routeId: string): string[][] {
  return [...pageLoadChunks(build, routeId)].filter(([url]) => isZodChunk(build, url)).map(([, chain]) => chain);
}
