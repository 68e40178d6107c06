// Public pages' JavaScript at page load (issue 20, decision 460): per page of the public list
// (apps/server/test/public-pages.ts), the files and gzip bytes the page loads before it is
// interactive (the client entry and the route chain's modules with their
// static imports, as the server renders them) and whether zod is among them (the chunk chain that
// brings it in). BENCH_BUNDLE_COMPARE=<another build/client folder> prints that build's figures
// beside, e.g. a copy of the build before a change.
import { readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { type ClientBuild, pageLoadChunks, readClientBuild, zodAtPageLoad } from "../apps/server/test/client-chunks.ts";
import { publicPages } from "../apps/server/test/public-pages.ts";
import { fmt, table } from "./lib.ts";

interface PageJs {
  files: number;
  gzip: number;
  zod: string;
}

function pageJs(build: ClientBuild, routeId: string): PageJs {
  // The manifest script is not downloaded with lazy route discovery (bundle.ts).
  const urls = [...pageLoadChunks(build, routeId).keys()];
  const gzip = urls.reduce((n, u) => n + gzipSync(readFileSync(path.join(build.dir, u))).length, 0);
  const chain = zodAtPageLoad(build, routeId)[0];
  const zod = chain ? chain.map((u) => path.basename(u).replace(/-[\w-]{8}\.js$/, "")).join(" > ") : "no";
  return { files: urls.length, gzip, zod };
}

/** Prints the table; returns how many public pages load zod at page load. */
export function printPageJs(clientDir: string, compareDir = process.env.BENCH_BUNDLE_COMPARE): number {
  const build = readClientBuild(clientDir);
  const other = compareDir ? readClientBuild(path.resolve(compareDir)) : undefined;
  const kib = (n: number) => `${fmt(n / 1024, 1)} KiB`;
  const rows = [
    other
      ? ["page", "compared: files", "gzip", "zod", "this build: files", "gzip", "zod"]
      : ["page", "files", "gzip", "zod at page load (chunk chain)"],
  ];
  let withZod = 0;
  for (const [page, routeId] of Object.entries(publicPages)) {
    const now = pageJs(build, routeId);
    if (now.zod !== "no") withZod++;
    const cells = [String(now.files), kib(now.gzip), now.zod];
    if (!other) rows.push([page, ...cells]);
    else {
      const then = pageJs(other, routeId);
      rows.push([page, String(then.files), kib(then.gzip), then.zod, ...cells]);
    }
  }
  console.log(`\npublic pages: JavaScript at page load${other ? ` (compared with ${compareDir})` : ""}\n`);
  console.log(table(rows));
  console.log(
    `\npublic pages loading zod at page load: ${withZod} of ${rows.length - 1}  ${withZod ? "MISS" : "PASS"}`,
  );
  return withZod;
}
