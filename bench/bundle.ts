// The JavaScript a browser downloads for the home route, gzip-compressed, vs a bare React 19 +
// React Router app (bench/bundle-baseline) built with the same Vite config in the same run.
// Files come from React Router's client manifest: the client entry and its imports, and the module +
// imports of every route matched by "/". Target: <= 1.5x. The manifest script itself is not counted:
// with lazy route discovery (React Router's default, both apps) the page inlines the manifest of its
// own routes and the browser never downloads manifest-*.js (a Chromium capture of / lists no request
// for it: bench/README.md, 2026-11-28).
// BENCH_GATE=ci exits 1 when this, a route chunk's 35 KiB or the no-zod rule is missed.
import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";
import { printPageJs } from "./bundle.pages.ts";
import { printRouteJs } from "./bundle.routes.ts";
import { fmt, table, verdict } from "./lib.ts";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
interface Manifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const repo = path.resolve(import.meta.dirname, "..");
const cli = path.join(repo, "node_modules/@react-router/dev/bin.cjs");

function build(dir: string) {
  const r = spawnSync(process.execPath, [cli, "build"], { cwd: dir, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`react-router build failed in ${dir}:\n${r.stdout}\n${r.stderr}`);
}

function readManifest(clientDir: string): { file: string; manifest: Manifest } {
  const name = readdirSync(path.join(clientDir, "assets")).find((f) => /^manifest-.*\.js$/.test(f));
  if (!name) throw new Error(`no React Router manifest in ${clientDir}/assets`);
  const sandbox = { window: {} as { __reactRouterManifest?: Manifest } };
  vm.runInNewContext(readFileSync(path.join(clientDir, "assets", name), "utf8"), sandbox);
  return { file: `/assets/${name}`, manifest: sandbox.window.__reactRouterManifest! };
}

/** The chain of routes rendered for "/": an index route whose ancestors are all pathless. */
function homeChain(routes: Record<string, ManifestRoute>): ManifestRoute[] {
  for (const r of Object.values(routes)) {
    if (!r.index) continue;
    const chain = [r];
    let parent = r.parentId ? routes[r.parentId] : undefined;
    while (parent && !parent.path) {
      chain.unshift(parent);
      parent = parent.parentId ? routes[parent.parentId] : undefined;
    }
    if (!parent) return chain;
  }
  throw new Error("no index route for / in the manifest");
}

function homeJs(appDir: string) {
  const clientDir = path.join(appDir, "build/client");
  const { manifest } = readManifest(clientDir);
  const chain = homeChain(manifest.routes);
  const urls = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (const r of chain) for (const u of [r.module, ...(r.imports ?? [])]) urls.add(u);
  let raw = 0;
  let gzip = 0;
  for (const u of urls) {
    const buf = readFileSync(path.join(clientDir, u));
    raw += buf.length;
    gzip += gzipSync(buf).length;
  }
  return { files: urls.size, raw, gzip, routes: chain.map((r) => r.id) };
}

const web = path.join(repo, "apps/web");
const baseline = path.join(import.meta.dirname, "bundle-baseline");
console.log("bundle: building apps/web and bench/bundle-baseline with the same Vite config...");
build(web);
build(baseline);
const ours = homeJs(web);
const bare = homeJs(baseline);
const kb = (n: number) => `${fmt(n / 1024, 1)} KiB`;
console.log(
  `\n${table([
    ["home route JavaScript", "files", "raw", "gzip"],
    [`ours (${ours.routes.join(" > ")})`, String(ours.files), kb(ours.raw), kb(ours.gzip)],
    [`bare (${bare.routes.join(" > ")})`, String(bare.files), kb(bare.raw), kb(bare.gzip)],
  ])}`,
);
const ratio = ours.gzip / bare.gzip;
console.log(`\nratio ours/bare (gzip): ${fmt(ratio, 2)}x  ${verdict(ratio, 1.5, "<=")}`);

// Every route's own JavaScript (issue 20): each route chunk <= 35 KiB gzip.
const webClient = path.join(web, "build/client");
const { manifest } = readManifest(webClient);
const routesOver = printRouteJs(webClient, manifest);

// The public pages: JavaScript at page load and no zod in it (issue 20, decision 460).
const pagesWithZod = printPageJs(webClient);

// BENCH_GATE=ci (the `bundle` stage of `npm test`, decision 492): exit 1 when a target is missed.
if (process.env.BENCH_GATE === "ci") {
  const misses = [
    ratio > 1.5 ? `home route ${fmt(ratio, 2)}x the bare app (target <= 1.5)` : "",
    routesOver ? `${routesOver} route chunk(s) over 35 KiB gzip` : "",
    pagesWithZod ? `${pagesWithZod} public page(s) load zod at page load` : "",
  ].filter(Boolean);
  console.log(`
bundle gate: ${misses.length ? `MISS: ${misses.join("; ")}` : "PASS"}`);
  if (misses.length) process.exitCode = 1;
}
