// CSRF negatives (issue 22): for every unsafe API route, as a principal the route would serve and
// with its real body, six requests that must be refused (no token, another session's token, a
// foreign Origin, a null Origin, a cross-site Sec-Fetch-Site, a text body), on the route's path and
// on every other spelling of it, and the database must not change.
import { changedTables, fingerprint } from "./authz-rows.ts";
import { apiRoutes, targetOf } from "./authz-targets.ts";
import type { Principal, World } from "./authz-world.ts";

const unsafe = ["POST", "PUT", "PATCH", "DELETE"] as const;
/** Statuses that refuse a request before its handler: bad path, cross-site, media type, token, no route. */
const refusals = new Set([400, 403, 404, 405, 415, 419]);

interface Negative {
  name: string;
  /** The status on the route's own path. */
  status: number;
  headers(h: Record<string, string>, foreignToken: string, beacon: boolean): Record<string, string>;
  /** Applies to routes that skip the token check (a sendBeacon target) too. */
  tokenFree?: boolean;
}

const negatives: Negative[] = [
  { name: "no token", status: 419, headers: ({ "x-xsrf-token": _, ...h }) => h },
  { name: "wrong token", status: 419, headers: (h, foreign) => ({ ...h, "x-xsrf-token": foreign }) },
  { name: "foreign Origin", status: 403, tokenFree: true, headers: (h) => ({ ...h, origin: "https://evil.example" }) },
  { name: "null Origin", status: 403, tokenFree: true, headers: (h) => ({ ...h, origin: "null" }) },
  { name: "cross-site", status: 403, tokenFree: true, headers: (h) => ({ ...h, "sec-fetch-site": "cross-site" }) },
  {
    name: "form/text body",
    status: 415,
    tokenFree: true,
    headers: (h, _f, beacon) => ({
      ...h,
      "content-type": beacon ? "application/x-www-form-urlencoded" : "text/plain",
    }),
  },
];

/** The same path written other ways: an encoded letter, `//`, a trailing slash, case, dot segments. */
export function spellings(path: string): string[] {
  const rest = path.slice("/api/".length);
  return [
    `/%61pi/${rest}`,
    `/api//${rest}`,
    `${path}/`,
    `/API/${rest}`,
    `/api/./${rest}`,
    `/api/${rest.split("/")[0]}/../${rest}`,
  ];
}

async function xsrf(w: World, p: Principal): Promise<string> {
  const client = w.who[p].client;
  if (!client.cookies.has("XSRF-TOKEN")) await client.get("/api/csrf-cookie");
  const token = client.cookies.get("XSRF-TOKEN");
  if (!token) throw new Error(`csrf: ${p} got no XSRF-TOKEN from GET /api/csrf-cookie`);
  return token;
}

export async function runCsrf(w: World): Promise<{ negatives: number; routes: number; failures: string[] }> {
  const failures: string[] = [];
  let count = 0;
  const routes = apiRoutes(w, unsafe);
  for (const route of routes) {
    const target = targetOf(w, route);
    // POST /api/vitals is a sendBeacon target: no token check (a beacon cannot send headers); the
    // Origin, Sec-Fetch-Site and body-type negatives still apply (decision 321). POST
    // /api/csp-reports takes the browsers' reports, which carry no token either (decision 411).
    const beacon = route.url === "/api/vitals";
    const tokenChecked = !beacon && route.url !== "/api/csp-reports";
    const req = await target.request();
    const token = await xsrf(w, target.principal);
    const other: Principal = target.principal === "otherStudent" ? "student" : "otherStudent";
    const foreign = await xsrf(w, other);
    const client = w.who[target.principal].client;
    const base: Record<string, string> = {
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      cookie: [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; "),
      "content-type": "application/json",
      "x-xsrf-token": token,
    };
    const payload = JSON.stringify(req.body ?? {});
    const before = await fingerprint(w.db);
    for (const [i, path] of [req.url, ...spellings(req.url)].entries()) {
      for (const n of negatives) {
        if (!tokenChecked && !n.tokenFree) continue;
        const res = await w.app.inject({
          method: target.method,
          url: path,
          headers: n.headers(base, foreign, beacon),
          payload,
        });
        count++;
        const ok = i === 0 ? res.statusCode === n.status : refusals.has(res.statusCode);
        if (!ok) {
          failures.push(
            `${target.route} ${n.name} at ${path}: ${res.statusCode} (expected ${i === 0 ? n.status : "a refusal"}) ${res.body.slice(0, 120)}`,
          );
        }
      }
    }
    const changed = changedTables(before, await fingerprint(w.db));
    if (changed.length) failures.push(`${target.route}: refused CSRF negatives changed ${changed.join(", ")}`);
  }
  return { negatives: count, routes: routes.length, failures };
}
