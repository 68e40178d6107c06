import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { registeredRoutes } from "../../../test/hostile-input.ts";
import { clientDir, productionWeb } from "../../web/ssr.ts";
import { type SessionClient, sessionClient } from "../sessions/testing.ts";
import { keepsPrivate } from "./private-answers.ts";

// Decision 508: every answer that depends on the session is `no-store` (or a route's own
// `private`), whatever its status; only the routes below, the same for everyone, are cached
// publicly. The walk covers every route the router holds (printRoutes, as the hostile-input
// table reads it) and every page pattern of the built site, signed in and signed out.

let t: TestApp;

/** The answers cached publicly whoever asks: the build's files, public uploads, robots, sitemap, feed. */
const buildFiles = readdirSync(clientDir).filter(
  (f) => statSync(path.join(clientDir, f)).isFile() && f !== "build.json",
);
const allowList: RegExp[] = [
  /^\/assets\//,
  /^\/uploads\//,
  /^\/robots\.txt$/,
  /^\/sitemap\.xml$/,
  /^\/(de\/|fr\/)?articles\/feed\.xml$/,
  ...buildFiles.map((f) => new RegExp(`^/${f.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`)),
];
const allowListed = (url: string) => allowList.some((r) => r.test(url.split("?")[0] as string));

/** A concrete URL for a router path or a page pattern: every parameter 1, a wildcard a plain segment. */
const concrete = (pattern: string) =>
  pattern
    .replace(/:\w+\?/g, "1")
    .replace(/:\w+/g, "1")
    .replace(/\*/g, "x");

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
interface Call {
  method: Method;
  url: string;
}

let calls: Call[] = [];

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off" }, deps: { web: productionWeb } });
  await t.app.ready();
  const routes = registeredRoutes(t.app).filter((r) => r.method !== "OPTIONS");
  const pages = [...t.app.performance.pages.known()].flatMap((p) => [concrete(p), `${concrete(p)}.data`]);
  // Reads first, then writes: a write may end the session (logout, account deletion), and the
  // walk then signs in again.
  const reads = routes
    .filter((r) => r.method === "GET")
    .map((r) => ({ method: "GET" as const, url: concrete(r.path) }));
  const writes = routes
    .filter((r) => r.method !== "GET")
    .map((r) => ({ method: r.method as Method, url: concrete(r.path) }))
    // The account's own deletion last: it ends the walk's user.
    .sort((a, b) => Number(a.url === "/api/user") - Number(b.url === "/api/user"));
  calls = [...reads, ...pages.map((url) => ({ method: "GET" as const, url })), ...writes];
}, 180_000);
afterAll(() => t?.close());

/** A signed-in client (admin, host and instructor, verified: most routes get past their access rule). */
async function signedIn(): Promise<SessionClient> {
  const user = await createUser(t.db, { roles: ["admin", "host", "instructor"], verified: true });
  const client = sessionClient(t.app);
  await client.login(user.email, user.password);
  return client;
}

const describeAnswer = (call: Call, res: LightMyRequestResponse) =>
  `${call.method} ${call.url}: ${res.statusCode} cache-control=${res.headers["cache-control"] ?? "(none)"}`;

describe("private answers are never cached (decision 508)", () => {
  it("walks a few hundred calls: every route of the router and every page pattern", () => {
    console.info(`walking ${calls.length} calls`);
    expect(calls.length).toBeGreaterThan(200);
    expect(calls.some((c) => c.url === "/profile")).toBe(true);
    expect(calls.some((c) => c.url.startsWith("/assets/"))).toBe(true);
  });

  it("with a session cookie, every answer (2xx, 3xx, 4xx, 5xx) is no-store or private, but for the public allow-list", async () => {
    let client = await signedIn();
    const wrong: string[] = [];
    const sessionName = () => [...client.cookies.keys()].find((k) => k.includes("session"));
    for (const call of calls) {
      if (!sessionName()) client = await signedIn();
      const body = call.method === "GET" || call.method === "DELETE" ? undefined : {};
      const res = await client.request(call.method, call.url, body, { accept: "text/html,application/json" });
      const cacheControl = String(res.headers["cache-control"] ?? "");
      if (allowListed(call.url)) {
        // Public answers never set a cookie, and say how long they may be kept.
        if (res.headers["set-cookie"] !== undefined) wrong.push(`${describeAnswer(call, res)} sets a cookie`);
        continue;
      }
      if (!keepsPrivate(cacheControl)) wrong.push(describeAnswer(call, res));
      // A validator on a private answer could only revalidate it in the same browser.
      if (res.headers.etag !== undefined && !/private|no-store/.test(cacheControl)) {
        wrong.push(`${describeAnswer(call, res)} has an ETag`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("a page rendered for a signed-in person (the account menu in its header) is no-store", async () => {
    const client = await signedIn();
    const res = await client.get("/classes", { accept: "text/html" });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-testid="account-name"`);
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("without a session, no answer sets a cookie and allows caching at once; pages vary on Cookie", async () => {
    const wrong: string[] = [];
    for (const call of calls) {
      const res = await t.app.inject({
        method: call.method,
        url: call.url,
        headers: {
          accept: "text/html,application/json",
          ...(call.method === "GET" ? {} : { "content-type": "application/json" }),
        },
        ...(call.method === "GET" || call.method === "DELETE" ? {} : { payload: "{}" }),
      });
      const cacheControl = String(res.headers["cache-control"] ?? "");
      if (res.headers["set-cookie"] !== undefined && !keepsPrivate(cacheControl)) {
        wrong.push(`${describeAnswer(call, res)} sets a cookie`);
      }
      const html = String(res.headers["content-type"] ?? "").startsWith("text/html");
      if (
        html &&
        !allowListed(call.url) &&
        !keepsPrivate(cacheControl) &&
        !/\bcookie\b/i.test(String(res.headers.vary))
      ) {
        wrong.push(`${describeAnswer(call, res)} vary=${res.headers.vary ?? "(none)"}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 300_000);

  it("GET /api/csrf-cookie sets the XSRF cookie for a visitor and is no-store", async () => {
    const res = await t.app.inject({ url: "/api/csrf-cookie" });
    expect(res.headers["set-cookie"]).toBeDefined();
    expect(res.headers["cache-control"]).toBe("no-store");
  });

  it("a visitor's page stays as cacheable as before, varying on Cookie and Accept-Language", async () => {
    const res = await t.app.inject({ url: "/faq", headers: { accept: "text/html" } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBeUndefined();
    expect(res.headers.vary).toMatch(/\bCookie\b/);
    expect(res.headers.vary).toMatch(/\bAccept-Language\b/);
  });

  it("a dead session cookie is enough to keep a page out of shared caches", async () => {
    const client = await signedIn();
    const name = [...client.cookies.keys()].find((k) => k.includes("session")) as string;
    const res = await t.app.inject({ url: "/faq", headers: { accept: "text/html", cookie: `${name}=not-a-session` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
  });
});
