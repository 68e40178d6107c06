import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "../sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.ready();
});
afterAll(() => t.close());

/** A concrete URL for a route pattern: every parameter 1, every wildcard a plain segment. */
const concrete = (url: string) => url.replace(/:\w+/g, "1").replace(/\*/g, "x");

describe("route access declarations (decision 202)", () => {
  it("every registered route declares who may call it", () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(50);
    const undeclared = routes.filter((r) => r.access === undefined).map((r) => `${r.method} ${r.url}`);
    expect(undeclared, "routes without config.access (or declareScopeAccess)").toEqual([]);
  });

  it("every non-public route answers a signed-out caller 401 with the error body of docs/product.md#error-bodies, never 2xx or 5xx", async () => {
    const guest = sessionClient(t.app);
    const closed = t.app.declaredRoutes.filter((r) => r.access !== "public" && r.method !== "HEAD");
    expect(closed.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const route of closed) {
      const method = route.method as "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
      const res = await guest.request(method, concrete(route.url), method === "GET" ? undefined : {});
      const body = res.headers["content-type"]?.includes("json") ? res.json() : null;
      if (res.statusCode !== 401 || body?.error?.code !== "UNAUTHENTICATED") {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
