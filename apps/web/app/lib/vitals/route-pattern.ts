import { matchRoutes } from "react-router";
import { type RouteManifest, toRouteTree } from "../prefetch/route-modules";

/**
 * The route pattern of `pathname` (`/classes/:id`, never `/classes/12`): the matched routes' paths
 * joined. What a Web Vitals beacon names, so that no address a visitor saw is ever sent.
 */
export function routePattern(manifest: RouteManifest | undefined, pathname: string): string {
  if (!manifest) return "/*";
  const matches = matchRoutes(toRouteTree(manifest), pathname) ?? [];
  const parts = matches.map((m) => m.route.path ?? "").filter((p) => p !== "");
  const joined = `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : "/";
}
