// Runs the authorisation matrix (proof/authz.matrix.ts): checks the table covers every object route
// the app registers, then asserts every cell with a real request as that principal.
import type {} from "../../apps/server/src/platform/kernel/route-access.ts";
import { matrix, notObjectRoutes } from "../authz.matrix.ts";
import { type Method, matches, send } from "./authz-send.ts";
import { principals, type World } from "./authz-world.ts";

export interface MatrixResult {
  cells: number;
  routes: number;
  failures: string[];
}

/** Routes with a path parameter or wildcard, except HEAD (the GET's twin) and the API's catch-all. */
export function objectRoutes(declared: readonly { method: string; url: string }[]): string[] {
  return declared
    .filter((r) => r.method !== "HEAD" && /[:*]/.test(r.url) && !r.url.startsWith("/api/*"))
    .map((r) => `${r.method} ${r.url}`);
}

export async function runMatrix(w: World): Promise<MatrixResult> {
  const failures: string[] = [];
  const tabled = new Set(matrix.map((r) => r.route));
  for (const route of objectRoutes(w.app.declaredRoutes)) {
    if (!tabled.has(route) && !(route in notObjectRoutes))
      failures.push(`${route}: object route missing from the matrix`);
  }
  const registered = new Set(w.app.declaredRoutes.map((r) => `${r.method} ${r.url}`));
  let cells = 0;
  for (const row of matrix) {
    if (!registered.has(row.route)) failures.push(`${row.route}: in the matrix but not registered`);
    const expected = row.cells.trim().split(/\s+/);
    if (expected.length !== principals.length) {
      failures.push(`${row.route}: ${expected.length} cells, not ${principals.length}`);
      continue;
    }
    const method = row.route.split(" ")[0] as Method;
    for (const [i, principal] of principals.entries()) {
      const cell = expected[i] as string;
      const req = await row.request(w);
      const res = await send(w, w.who[principal], method, req);
      cells++;
      if (!matches(cell, res.statusCode)) {
        failures.push(
          `${row.route} as ${principal}: expected ${cell}, got ${res.statusCode} ${res.body.slice(0, 160)}`,
        );
      }
    }
  }
  return { cells, routes: matrix.length, failures };
}
