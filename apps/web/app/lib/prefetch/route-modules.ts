import { matchRoutes, type RouteObject } from "react-router";

/** The part of React Router's browser manifest (`window.__reactRouterManifest`) used here. */
export interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
}
export interface RouteManifest {
  routes: Record<string, ManifestRoute | undefined>;
}

export function toRouteTree(manifest: RouteManifest): RouteObject[] {
  const byParent = new Map<string | undefined, ManifestRoute[]>();
  for (const route of Object.values(manifest.routes)) {
    if (!route) continue;
    const siblings = byParent.get(route.parentId) ?? [];
    siblings.push(route);
    byParent.set(route.parentId, siblings);
  }
  const build = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: build(route.id) },
    );
  return build(undefined);
}

/**
 * The JavaScript URLs (route modules and their imports) a navigation to `path` would load, minus
 * routes already loaded. Only routes React Router has discovered are in the manifest; the links
 * rendered on the page are discovered automatically.
 */
export function moduleUrlsForPath(
  manifest: RouteManifest,
  path: string,
  loaded: Record<string, unknown> = {},
): string[] {
  const pathname = new URL(path, "http://x").pathname;
  const matches = matchRoutes(toRouteTree(manifest), pathname) ?? [];
  const urls = new Set<string>();
  for (const match of matches) {
    const id = match.route.id;
    const route = id ? manifest.routes[id] : undefined;
    if (!route || (id && loaded[id])) continue;
    urls.add(route.module);
    for (const url of route.imports ?? []) urls.add(url);
  }
  return [...urls];
}
