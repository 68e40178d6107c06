// Part of the fuzz suite (proof/fuzz.ts): the server-rendered pages, every route of the React
// Router build (so a new page is covered the day it is added), with mangled path parameters,
// mangled paths and hostile query strings, as each principal. Claims: no 5xx, no stack frame or
// database error in the page, every answer within the hang bound.
import { pathToFileURL } from "node:url";
import fc from "fast-check";
import { serverBuildFile } from "../apps/server/src/web/ssr.ts";
import type { FuzzApp } from "./lib/fuzz-app.ts";
import { craftedCursor, hostileQueryValue, hostileSegment } from "./lib/fuzz-corpus.ts";
import { principals } from "./lib/fuzz-operations.ts";
import { failureOf, pageVerdict } from "./lib/fuzz-verdict.ts";

interface BuildRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
}

/** Every page pattern of the build, e.g. `/classes/:id/edit`, `/locations/*`. */
export async function pagePatterns(): Promise<string[]> {
  const build = (await import(pathToFileURL(serverBuildFile).href)) as { routes: Record<string, BuildRoute> };
  const full = (r: BuildRoute): string => {
    const parent = r.parentId ? build.routes[r.parentId] : undefined;
    const own = r.path ?? "";
    const prefix = parent ? full(parent) : "";
    return own ? `${prefix.replace(/\/$/, "")}/${own}` : prefix;
  };
  const patterns = new Set<string>();
  for (const r of Object.values(build.routes)) {
    if (r.path === undefined && !r.index) continue;
    patterns.add(full(r) || "/");
  }
  return [...patterns].sort();
}

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";
const queryNames = [
  "q",
  "cursor",
  "page",
  "theme",
  "location",
  "from",
  "to",
  "sort",
  "level",
  "price_max",
  "venue",
  "token",
  "email",
  "tag",
  "tab",
];
const plausible = fc.constantFrom("1", "2", "us", "us/ca", "knife-making", "test-smith-1", "x");
const mangledTail = fc.constantFrom("", "/", "//", "/%00", "/..%2F", "/%E0%A4%A", "/%", ";x", "/index.html", "%20");

export async function fuzzPages(
  fuzz: FuzzApp,
  options: { runs: number; seed: number },
): Promise<{ pages: number; runs: number; fivexx: number; failures: string[] }> {
  const patterns = await pagePatterns();
  if (patterns.length < 20) throw new Error(`only ${patterns.length} page patterns in the web build`);
  // Rendering a page costs a few times an API call: a tenth of the API's runs, at least 20.
  const runs = Math.max(20, Math.round(options.runs / 10));
  const failures: string[] = [];
  let fivexx = 0;
  for (const [index, pattern] of patterns.entries()) {
    const segment = fc.oneof({ weight: 2, arbitrary: plausible }, { weight: 3, arbitrary: hostileSegment });
    const query = fc.array(
      fc.tuple(fc.constantFrom(...queryNames), fc.oneof(hostileQueryValue, craftedCursor, plausible)),
      { maxLength: 3 },
    );
    const request = fc.record({
      principal: fc.constantFrom(...principals),
      segments: fc.array(segment, { minLength: 4, maxLength: 4 }),
      tail: mangledTail,
      query,
    });
    await fuzz.restoreSessions();
    const result = await fc.check(
      fc.asyncProperty(request, async (r) => {
        let i = 0;
        const path = pattern.replace(/:[\w-]+\??|\*/g, () => r.segments[i++ % 4] as string) + r.tail;
        const qs = r.query.map(([k, v]) => `${k}=${v}`).join("&");
        const url = qs ? `${path}?${qs}` : path;
        const started = performance.now();
        const res = await fuzz.send(
          { principal: r.principal, csrf: false, method: "GET", url, kind: "page" },
          { accept: "text/html,application/xhtml+xml", "user-agent": browserUA },
        );
        if (res.statusCode >= 500) fivexx++;
        const why = pageVerdict(res, performance.now() - started, pattern);
        if (why) throw new Error(`${why} [page, as ${r.principal}] GET ${url.slice(0, 160)}`);
      }),
      { numRuns: runs, seed: options.seed + 100_000 + index, endOnFailure: true },
    );
    if (result.failed) {
      failures.push(`page ${pattern}: ${failureOf(result)}`);
    }
  }
  return { pages: patterns.length, runs, fivexx, failures };
}
