import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../test/factories.ts";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import {
  craftedCursors,
  fieldsOf,
  hostileBodyValues,
  hostileQueryValues,
  hostileRawBodies,
  hostileSegments,
  type RegisteredRoute,
  registeredRoutes,
} from "../../test/hostile-input.ts";
import { responseProblem as problem } from "../../test/response-problem.ts";
import { type SessionClient, sessionClient } from "./sessions/testing.ts";

// Decision 220: no request, however mangled, gets a 5xx, a stack trace or SQL text back; every
// refusal is the error body of docs/product.md#error-bodies (or its 422 validation body). Signed in as an admin with a
// valid CSRF token, so each request gets past the session and CSRF checks to the schemas.

let t: TestApp;
let admin: { email: string; password: string };
let client: SessionClient;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" } });
  await t.app.ready();
  admin = await createUser(t.db, { roles: ["admin", "host", "instructor"] });
}, 120_000);
afterAll(() => t?.close());

async function signIn() {
  client = sessionClient(t.app);
  await client.login(admin.email, admin.password);
}

interface Case {
  label: string;
  method: string;
  url: string;
  payload?: string;
  contentType?: string;
}

/** A path with each parameter replaced: `:id` -> value, `*` -> value. */
const fill = (path: string, value: string) => path.replace(/:\w+/g, value).replace(/\*$/, value);

function casesFor(route: RegisteredRoute): Case[] {
  const { method, path } = route;
  const valid = fill(path, path.endsWith("*") ? "us" : "1");
  const { query, body } = fieldsOf(t.app, route);
  const cases: Case[] = [];
  if (/[:*]/.test(path)) {
    for (const seg of hostileSegments) cases.push({ label: `path ${seg.slice(0, 24)}`, method, url: fill(path, seg) });
  }
  const queryFields = [...new Set([...query, "q", "cursor", "id", "limit"])];
  for (const field of queryFields) {
    for (const v of hostileQueryValues)
      cases.push({ label: `?${field}=${v.slice(0, 24)}`, method, url: `${valid}?${field}=${v}` });
    cases.push({ label: `?${field}[] twice`, method, url: `${valid}?${field}=1&${field}=2&${field}[x]=3` });
  }
  if (query.includes("cursor")) {
    for (const c of craftedCursors)
      cases.push({ label: `cursor ${c.slice(0, 24)}`, method, url: `${valid}?cursor=${c}` });
  }
  if (method !== "GET") {
    for (const field of body) {
      for (const v of hostileBodyValues) {
        const payload = JSON.stringify({ [field]: v });
        cases.push({ label: `body.${field}=${payload.slice(0, 40)}`, method, url: valid, payload });
      }
    }
    for (const raw of hostileRawBodies)
      cases.push({ label: `raw ${raw.slice(0, 24)}`, method, url: valid, payload: raw });
    cases.push({ label: "text/plain", method, url: valid, payload: "a\u0000b", contentType: "text/plain" });
  }
  return cases;
}

async function send(c: Case): Promise<LightMyRequestResponse> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  return t.app.inject({
    method: c.method as "GET",
    url: c.url,
    headers: {
      accept: "application/json",
      "x-requested-with": "XMLHttpRequest",
      cookie,
      "x-xsrf-token": client.cookies.get("XSRF-TOKEN") ?? "",
      ...(c.payload !== undefined ? { "content-type": c.contentType ?? "application/json" } : {}),
    },
    payload: c.payload,
  });
}

describe("hostile input over every registered route", () => {
  it("never answers 5xx, leaks nothing, and refuses in the shapes of docs/product.md#errors", async () => {
    await signIn();
    const routes = registeredRoutes(t.app);
    // The router is really read: the API's main routes are in the list.
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/classes",
        "PATCH /api/classes/:id",
        "POST /api/venues",
        "GET /api/locations/*",
      ]),
    );
    let sent = 0;
    let fivexx = 0;
    const failures: string[] = [];
    for (const route of routes) {
      // A mangled request may have signed us out (POST /api/logout): sign in again for each route.
      if ((await client.get("/api/user")).statusCode === 401) await signIn();
      for (const c of casesFor(route)) {
        const res = await send(c);
        sent++;
        if (res.statusCode >= 500) fivexx++;
        const why = problem(res);
        if (why) failures.push(`${route.method} ${route.path} [${c.label}]: ${why}`);
      }
    }
    console.log(`hostile input: ${routes.length} routes x ${sent} cases, 5xx: ${fivexx}`);
    expect(failures.slice(0, 40)).toEqual([]);
    expect(fivexx).toBe(0);
  }, 600_000);
});
