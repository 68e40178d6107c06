// GET and HEAD never change data (issue 22): every GET route of the app (and its HEAD), as the
// admin and as a signed-out visitor, with the database compared before and after each request.
import type {} from "../../apps/server/src/platform/kernel/route-access.ts";
import { changedTables, fingerprint } from "./authz-rows.ts";
import { targetOf } from "./authz-targets.ts";
import type { Principal, World } from "./authz-world.ts";

const who: Principal[] = ["admin", "anonymous"];

export async function runSafeGets(w: World): Promise<{ requests: number; routes: number; failures: string[] }> {
  const failures: string[] = [];
  const routes = w.app.declaredRoutes.filter((r) => r.method === "GET");
  let requests = 0;
  for (const route of routes) {
    const target = targetOf(w, route);
    const { url } = await target.request();
    for (const p of who) {
      for (const method of ["GET", "HEAD"] as const) {
        // The fingerprint is each table's row count and a hash of its rows: counts and contents.
        const before = await fingerprint(w.db);
        const res = await w.who[p].client.request(method as "GET", url);
        requests++;
        const changed = changedTables(before, await fingerprint(w.db));
        if (changed.length) failures.push(`${method} ${url} as ${p} (${res.statusCode}) changed ${changed.join(", ")}`);
        if (res.statusCode >= 500) failures.push(`${method} ${url} as ${p}: ${res.statusCode}`);
      }
    }
  }
  return { requests, routes: routes.length, failures };
}
