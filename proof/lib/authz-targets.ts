// Which principal and request stand for a route outside the matrix cells: the matrix row's first
// principal allowed (with its real objects and valid body), else one who passes the declared access.
import type { Access } from "../../apps/server/src/platform/kernel/route-access.ts";
import { type CellRequest, matrix } from "../authz.matrix.ts";
import type { Method } from "./authz-send.ts";
import { type Principal, principals, type World } from "./authz-world.ts";

export interface RouteTarget {
  route: string;
  method: Method;
  principal: Principal;
  request: () => Promise<CellRequest>;
}

function principalFor(access: Access | undefined): Principal {
  if (access === "public") return "anonymous";
  if (access === undefined || access === "signed-in" || access === "verified") return "student";
  const roles = "roles" in access ? access.roles : access;
  if (roles.includes("admin")) return "admin";
  if (roles.includes("instructor")) return "instructor";
  if (roles.includes("host")) return "host";
  return "student";
}

/** A concrete URL for a pattern without a matrix row (wildcards as a plain segment). */
const concrete = (url: string) => url.replace(/:\w+/g, "1").replace(/\*/g, "x");

export function targetOf(w: World, route: { method: string; url: string; access: Access | undefined }): RouteTarget {
  const key = `${route.method} ${route.url}`;
  const method = route.method as Method;
  const row = matrix.find((r) => r.route === key);
  if (row) {
    const cells = row.cells.trim().split(/\s+/);
    const allowed = principals.find((_, i) => cells[i] === "2xx") ?? "admin";
    return { route: key, method, principal: allowed, request: () => row.request(w) };
  }
  return {
    route: key,
    method,
    principal: principalFor(route.access),
    request: async () => ({ url: concrete(route.url) }),
  };
}

/** API routes of one of these methods, without the API's catch-all (it only answers 404). */
export function apiRoutes(w: World, methods: readonly string[]) {
  return w.app.declaredRoutes.filter(
    (r) => methods.includes(r.method) && r.url.startsWith("/api/") && !r.url.startsWith("/api/*"),
  );
}
