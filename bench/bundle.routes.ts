// Per-route JavaScript of the bundle bench (issue 20): for every route of the manifest (every
// route of docs/product.md#pages, layouts and guards included), the gzip size of the route's own
// chunk (target: <= 35 KiB gzip) and, for information, of everything it adds on top of the shell
// every page loads (manifest, client entry, root): its chunk plus the shared chunks it imports
// (zod and the contracts, form and dialog libraries), which later pages find in the cache.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fmt, table } from "./lib.ts";

interface RouteEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
export interface RouteManifest {
  entry: { module: string; imports: string[] };
  routes: Record<string, RouteEntry>;
}

export const routeBudgetBytes = 35 * 1024;

function fullPath(routes: Record<string, RouteEntry>, r: RouteEntry): string {
  const parts: string[] = [];
  for (let at: RouteEntry | undefined = r; at; at = at.parentId ? routes[at.parentId] : undefined)
    if (at.path) parts.unshift(at.path);
  const p = `/${parts.join("/")}`.replace(/\/+/g, "/");
  return r.index || r.path ? p : `${p} (layout)`;
}

/** Prints the table; returns how many routes are over budget. */
export function printRouteJs(clientDir: string, manifest: RouteManifest): number {
  const root = manifest.routes.root;
  // The manifest script is not downloaded with lazy route discovery (bundle.ts).
  const shell = new Set([manifest.entry.module, ...manifest.entry.imports]);
  if (root) for (const u of [root.module, ...(root.imports ?? [])]) shell.add(u);
  const gz = new Map<string, number>();
  const size = (u: string) => {
    if (!gz.has(u)) gz.set(u, gzipSync(readFileSync(path.join(clientDir, u))).length);
    return gz.get(u)!;
  };
  const shellGzip = [...shell].reduce((n, u) => n + size(u), 0);
  const rows = [["route", "path", "route chunk gzip", "verdict", "files on top of shell", "their gzip"]];
  let over = 0;
  for (const r of Object.values(manifest.routes)) {
    if (r.id === "root") continue;
    const own = [r.module, ...(r.imports ?? [])].filter((u) => !shell.has(u));
    const bytes = own.reduce((n, u) => n + size(u), 0);
    const chunk = size(r.module);
    const ok = chunk <= routeBudgetBytes;
    if (!ok) over++;
    const kib = (n: number) => `${fmt(n / 1024, 1)} KiB`;
    rows.push([r.id, fullPath(manifest.routes, r), kib(chunk), ok ? "PASS" : "MISS", String(own.length), kib(bytes)]);
  }
  console.log(`\nper-route JavaScript on top of the shell (entry + root: ${fmt(shellGzip / 1024, 1)} KiB gzip)\n`);
  console.log(table(rows));
  console.log(
    `\nroute chunks over ${fmt(routeBudgetBytes / 1024)} KiB gzip: ${over} of ${rows.length - 1}  ${over ? "MISS" : "PASS"}`,
  );
  return over;
}
