import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

type BuildRoutes = ServerBuild["routes"];

/** The build's flat route manifest as the nested tree `matchRoutes` walks. */
function routeTree(routes: BuildRoutes): RouteObject[] {
  const byParent = new Map<string | undefined, NonNullable<BuildRoutes[string]>[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((r) =>
      r.index
        ? { id: r.id, path: r.path, index: true, caseSensitive: r.caseSensitive }
        : { id: r.id, path: r.path, caseSensitive: r.caseSensitive, children: build(r.id) },
    );
  return build(undefined);
}

/**
 * The page a URL path renders, as React Router's matched route pattern (`/classes/:id`, never
 * `/classes/12`): what /admin/performance records a page request under (decision 323). A
 * single-fetch data request (`/classes/12.data`) is the same pattern with `.data`; a path no
 * route matches is `/*`.
 *
 * `matchRoutes` flattens and ranks the whole route tree on every call (1-3 ms of the event loop
 * per page here), so answers are remembered per path: the same class, location and instructor
 * pages are asked for again and again, and a bounded cache keeps hostile paths from growing it.
 */
export function pagePatternMatcher(routes: BuildRoutes, basename = "/") {
  const tree = routeTree(routes);
  const known = new LRUCache<string, string>({ max: 5_000 });
  return (pathname: string): string => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      pattern = patternOf(tree, basename, pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

function patternOf(tree: RouteObject[], basename: string, pathname: string): string {
  const data = pathname.endsWith(".data");
  let path = data ? pathname.slice(0, -".data".length) : pathname;
  if (data && path === "/_root") path = "/";
  const matches = matchRoutes(tree, path, basename) ?? [];
  const parts = matches.map((m) => m.route.path ?? "").filter((p) => p !== "");
  let pattern = matches.length ? `/${parts.join("/")}`.replace(/\/{2,}/g, "/") : "/*";
  if (pattern.length > 1) pattern = pattern.replace(/\/$/, "");
  return data ? `${pattern}.data` : pattern;
}

/**
 * Every route pattern the build has, as `pagePatternMatcher` and the browser's vitals reporter
 * (apps/web/app/lib/vitals/route-pattern.ts) name them: each route's path joined with its
 * ancestors' (`/classes/*`, `/users/:slug`, `/messages/:conversationId?`), plus `/` and `/*`
 * (no match). POST /api/vitals accepts only these (decision 509).
 */
export function pagePatterns(routes: BuildRoutes): Set<string> {
  const out = new Set<string>(["/", "/*"]);
  const walk = (nodes: RouteObject[], parts: string[]) => {
    for (const node of nodes) {
      const own = node.path ? [...parts, node.path] : parts;
      const joined = `/${own.join("/")}`.replace(/\/{2,}/g, "/");
      out.add(joined.length > 1 ? joined.replace(/\/$/, "") : "/");
      if (node.children) walk(node.children, own);
    }
  };
  walk(routeTree(routes), []);
  return out;
}

/**
 * Whether a page POST reaches a route action: the deepest route the path matches (as React Router
 * picks the action's route) has one. Other page POSTs are the SPEC's 405 (decision 535).
 */
export function pageActionMatcher(routes: BuildRoutes, basename = "/") {
  const tree = routeTree(routes);
  const known = new LRUCache<string, boolean>({ max: 5_000 });
  return (pathname: string): boolean => {
    let has = known.get(pathname);
    if (has === undefined) {
      has = typeof actionRoute(routes, tree, basename, pathname)?.module.action === "function";
      known.set(pathname, has);
    }
    return has;
  };
}

/** The route whose action a page POST to `pathname` reaches (the deepest match), if any. */
function actionRoute(routes: BuildRoutes, tree: RouteObject[], basename: string, pathname: string) {
  let path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) : pathname;
  if (path === "/_root") path = "/";
  const deepest = (matchRoutes(tree, path, basename) ?? []).at(-1);
  return routes[deepest?.route.id ?? ""];
}

/**
 * How many files a page POST's action takes (0: none; an upload form that works without
 * JavaScript: its action forwards the files to the API's upload route in-process). Its route
 * module says so with `export const handle = { formFiles: true }` (one file) or a count
 * (`formFiles: 4`, a message's photos); only such a page takes a multipart body larger than a
 * form's text (page-form-body.ts).
 */
export function pageFilesMatcher(routes: BuildRoutes, basename = "/") {
  const tree = routeTree(routes);
  const known = new LRUCache<string, number>({ max: 5_000 });
  return (pathname: string): number => {
    let takes = known.get(pathname);
    if (takes === undefined) {
      const handle = actionRoute(routes, tree, basename, pathname)?.module.handle as
        | { formFiles?: unknown }
        | undefined;
      takes = formFilesCount(handle?.formFiles);
      known.set(pathname, takes);
    }
    return takes;
  };
}

/** `handle.formFiles` as a count of files: `true` is one, a whole number from 1 to 10 is itself, anything else none. */
export function formFilesCount(value: unknown): number {
  if (value === true) return 1;
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= 10 ? (value as number) : 0;
}
