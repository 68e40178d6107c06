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
 */
export function pagePatternMatcher(routes: BuildRoutes, basename = "/") {
  const tree = routeTree(routes);
  return (pathname: string): string => {
    const data = pathname.endsWith(".data");
    let path = data ? pathname.slice(0, -".data".length) : pathname;
    if (data && path === "/_root") path = "/";
    const matches = matchRoutes(tree, path, basename) ?? [];
    const parts = matches.map((m) => m.route.path ?? "").filter((p) => p !== "");
    let pattern = matches.length ? `/${parts.join("/")}`.replace(/\/{2,}/g, "/") : "/*";
    if (pattern.length > 1) pattern = pattern.replace(/\/$/, "");
    return data ? `${pattern}.data` : pattern;
  };
}
