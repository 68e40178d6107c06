import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { perfMinutes, perfSlowRequests } from "../../db/schema/index.ts";
import { errors } from "../../platform/errors.ts";
import { testApiRoutes } from "../../platform/kernel/testing.ts";
import { purgeOldPerformance } from "../../platform/observability/performance-store.repository.ts";
import { sessionClient } from "../../platform/sessions/testing.ts";
import { productionWeb } from "../../web/ssr.ts";
import { unknownPageMessage, vitalsLimit } from "./performance.routes.ts";

let t: TestApp;
let slowMs = 0;
const errorRoute = testApiRoutes(async (app) => {
  app.get("/api/test/perf/:id", async () => {
    if (slowMs) await new Promise((r) => setTimeout(r, slowMs));
    return { ok: true };
  });
  app.get("/api/test/perf-broken", async () => {
    throw new TypeError("the anvil cracked");
  });
  // A server error whose message repeats the address it was asked at (what a careless library does).
  app.get("/api/test/perf-echo/*", async (req) => {
    throw new RangeError(`no forge at ${decodeURIComponent(req.url)}`);
  });
  // Refusals (4xx) of every kind, each naming the address in its message.
  app.get("/api/test/perf-refused/:kind", async (req) => {
    const kind = (req.params as { kind: string }).kind;
    if (kind === "missing") throw errors.notFound(`nothing at ${req.url}`);
    if (kind === "forbidden") throw errors.forbidden(`not yours: ${req.url}`);
    if (kind === "invalid") throw errors.validation("name", `bad name at ${req.url}`);
    throw Object.assign(new Error(`bad request at ${req.url}`), { statusCode: 400 });
  });
});

beforeAll(async () => {
  t = await createTestApp({
    env: { SLOW_REQUEST_MS: "40", SLOW_QUERY_MS: "1" },
    // The built site: its page patterns are the only routes a vitals beacon may name (decision 509).
    deps: { web: productionWeb, observability: { instance: "one", flushMs: 60_000 } },
  });
  await t.app.register(errorRoute);
  await t.app.ready();
});
afterAll(() => t?.close());

async function admin(app = t.app) {
  const user = await createUser(t.db, { roles: ["admin"], verified: true });
  const client = sessionClient(app);
  await client.login(user.email, user.password);
  return { user, client };
}

describe("performance recording", () => {
  it("records requests by route pattern (never the raw path), slow samples with the user, 5xx exceptions and slow statements", async () => {
    const { user, client } = await admin();
    for (const id of [1, 2, 3]) await client.get(`/api/test/perf/${id}?q=secret`);
    slowMs = 60;
    await client.get("/api/test/perf/4");
    slowMs = 0;
    expect((await client.get("/api/test/perf-broken")).statusCode).toBe(500);
    await t.app.performance.flush();

    const res = await client.get("/api/admin/performance?range=1h");
    expect(res.statusCode).toBe(200);
    expect((await client.get("/api/admin/performance?range=2d")).statusCode).toBe(422);
    const data = res.json().data;
    const route = data.routes.find((r: { route: string }) => r.route === "GET /api/test/perf/:id");
    expect(route.count).toBe(4);
    expect(route.p99).toBeGreaterThanOrEqual(60);
    expect(JSON.stringify(data)).not.toContain("secret");
    expect(JSON.stringify(data.routes)).not.toContain("/api/test/perf/1");
    const broken = data.routes.find((r: { route: string }) => r.route === "GET /api/test/perf-broken");
    expect(broken).toMatchObject({ count: 1, errors: 1 });
    expect(data.totals.errors).toBeGreaterThanOrEqual(1);
    expect(data.slow_requests).toContainEqual(
      expect.objectContaining({
        route: "/api/test/perf/:id",
        method: "GET",
        status: 200,
        user: { id: user.id, name: user.name },
      }),
    );
    expect(data.exceptions[0].group).toMatch(
      /^TypeError at apps\/server\/src\/modules\/performance\/performance\.int\.test\.ts:\d+$/,
    );
    expect(data.exceptions[0].message).toBe("the anvil cracked");
    expect(data.exceptions[0].request).toBe("GET /api/test/perf-broken");
    // SLOW_QUERY_MS=1: some statement of the sign-in is slower than that, and its text has placeholders only.
    expect(data.slow_queries.length).toBeGreaterThan(0);
    expect(data.slow_queries.some((q: { sql: string }) => q.sql.includes(user.email))).toBe(false);
    expect(data.servers).toContainEqual(expect.objectContaining({ instance: "one" }));
    expect(data.top_users).toContainEqual({ user: { id: user.id, name: user.name }, requests: expect.any(Number) });
    expect(data.jobs.some((j: { queue: string }) => j.queue === "housekeeping.purge")).toBe(true);
  });

  it("merges two instances sharing one database: the same page whichever answers", async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      observability: { instance: "two", flushMs: 60_000 },
    });
    await second.register(errorRoute);
    await second.ready();
    try {
      const { client: one } = await admin(t.app);
      const { client: two } = await admin(second);
      const before = (await one.get("/api/admin/performance?range=1h")).json().data;
      const countOf = (d: { routes: Array<{ route: string; count: number }> }) =>
        d.routes.find((r) => r.route === "GET /api/test/perf/:id")?.count ?? 0;
      for (let i = 0; i < 3; i++) await one.get(`/api/test/perf/${i + 10}`);
      for (let i = 0; i < 5; i++) await two.get(`/api/test/perf/${i + 20}`);
      await t.app.performance.flush();
      await second.performance.flush();
      const fromOne = (await one.get("/api/admin/performance?range=1h")).json().data;
      const fromTwo = (await two.get("/api/admin/performance?range=1h")).json().data;
      expect(countOf(fromOne) - countOf(before)).toBe(8);
      expect(countOf(fromTwo)).toBe(countOf(fromOne));
      expect(fromTwo.servers.map((s: { instance: string }) => s.instance).sort()).toEqual(["one", "two"]);
      // A second flush of the same minute replaces the instance's rows: nothing is counted twice.
      await second.performance.flush();
      expect(countOf((await one.get("/api/admin/performance?range=1h")).json().data)).toBe(countOf(fromOne));
    } finally {
      await second.close();
    }
  });

  it("refuses students (403) and signed-out visitors (401)", async () => {
    const student = await createUser(t.db, { roles: ["student"], verified: true });
    const client = sessionClient(t.app);
    await client.login(student.email, student.password);
    expect((await client.get("/api/admin/performance")).statusCode).toBe(403);
    expect((await sessionClient(t.app).get("/api/admin/performance")).statusCode).toBe(401);
  });

  it("lists server errors only, each with the route it answered as data: a refusal (4xx) never appears, an address never becomes a message (decision 509)", async () => {
    const { client } = await admin();
    const hostile = `%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E%0A%0DForged%20line%20${"z".repeat(1500)}`;
    for (const kind of ["missing", "forbidden", "invalid", "bad"]) {
      const res = await client.get(`/api/test/perf-refused/${kind}?p=${hostile}`);
      expect(res.statusCode, kind).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, kind).toBeLessThan(500);
    }
    // The API's own 404 names the address in its message too.
    expect((await client.get(`/api/no-such-route/${hostile}`)).statusCode).toBe(404);
    expect((await client.get(`/api/test/perf-echo/${hostile}`)).statusCode).toBe(500);
    await t.app.performance.flush();

    const data = (await client.get("/api/admin/performance?range=1h")).json().data;
    const listed = JSON.stringify(data.exceptions);
    for (const refusal of ["nothing at", "not yours", "bad name", "bad request at", "API route not found"]) {
      expect(listed, refusal).not.toContain(refusal);
    }
    const echo = data.exceptions.find((e: { group: string }) => e.group.startsWith("RangeError at "));
    // The request is the matched route, never the address asked for.
    expect(echo.request).toBe("GET /api/test/perf-echo/*");
    // The message kept the address the error put in it, but only as one bounded line of text.
    expect(echo.message.startsWith("no forge at /api/test/perf-echo/<img src=x onerror=alert(1)> Forged line zz")).toBe(
      true,
    );
    expect(echo.message).toHaveLength(300);
    expect(echo.message.endsWith("…")).toBe(true);
    expect(echo.message).not.toMatch(/[\r\n]/);
    expect(listed).not.toContain("z".repeat(400));
  });
});

describe("POST /api/vitals", () => {
  const beacon = {
    route: "/users/:slug",
    metrics: [
      { name: "LCP", value: 1800 },
      { name: "CLS", value: 0.05 },
    ],
  };

  /** Each test sends from its own address: the limit counts every beacon, refused ones too. */
  const send = (remoteAddress: string, payload: unknown) =>
    t.app.inject({ method: "POST", url: "/api/vitals", remoteAddress, payload: payload as object });

  it("stores a beacon sent as text/plain (sendBeacon) without a session or CSRF token, per route pattern", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vitals",
      remoteAddress: "198.51.100.1",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: t.config.appUrl },
      payload: JSON.stringify(beacon),
    });
    expect(res.statusCode).toBe(204);
    const json = await send("198.51.100.1", { ...beacon, route: "/login" });
    expect(json.statusCode).toBe(204);
    // An optional segment is part of the page's pattern (the messages page).
    expect((await send("198.51.100.1", { ...beacon, route: "/messages/:conversationId?" })).statusCode).toBe(204);
    await t.app.performance.flush();
    const { client } = await admin();
    const vitals = (await client.get("/api/admin/performance?range=1h")).json().data.vitals;
    expect(vitals).toContainEqual(
      expect.objectContaining({ route: "/users/:slug", name: "LCP", samples: 1, rating: "good" }),
    );
    const cls = vitals.find((v: { route: string; name: string }) => v.route === "/users/:slug" && v.name === "CLS");
    expect(cls.p75).toBeGreaterThanOrEqual(0.05);
    expect(cls.p75).toBeLessThan(0.056);
    expect(vitals).toContainEqual(expect.objectContaining({ route: "/login", name: "LCP" }));
  });

  it("answers 422 to bad beacons and stores none of them", async () => {
    await t.app.performance.flush();
    const [{ n: before } = { n: -1 }] = await t.db
      .select({ n: count() })
      .from(perfMinutes)
      .where(eq(perfMinutes.kind, "vital"));
    const bad = [
      { route: "https://example.test/classes/12?email=a@b.c", metrics: beacon.metrics },
      { route: "/users/:slug", metrics: [{ name: "FID", value: 3 }] },
      { route: "/users/:slug", metrics: [{ name: "LCP", value: -1 }] },
      { route: "/users/:slug", metrics: [] },
      { ...beacon, email: "someone@example.test" },
    ];
    for (const [i, payload] of bad.entries()) {
      const res = await send(`198.51.100.${10 + i}`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeTypeOf("object");
    }
    // Route patterns the site does not have: shaped like one, but made up (decision 509).
    const madeUp = ["/classes/:id", "/wp-admin", "/admin/performance/x", "/users/:slug/:evil", "/users/:slug?"];
    for (const [i, route] of madeUp.entries()) {
      const res = await send(`198.51.100.${20 + i}`, { ...beacon, route });
      expect(res.statusCode, route).toBe(422);
      expect(res.json().errors, route).toEqual({ route: [unknownPageMessage] });
    }
    // Values out of each metric's range (a minute for timings, 10 for CLS).
    const outOfRange = [
      [{ name: "LCP", value: 60_001 }, "LCP must be between 0 and 60,000 ms."],
      [{ name: "INP", value: 120_000 }, "INP must be between 0 and 60,000 ms."],
      [{ name: "CLS", value: 10.5 }, "CLS must be between 0 and 10."],
      [{ name: "FCP", value: 599_999 }, "FCP must be between 0 and 60,000 ms."],
      [{ name: "TTFB", value: 60_000.5 }, "TTFB must be between 0 and 60,000 ms."],
    ] as const;
    for (const [i, [metric, message]] of outOfRange.entries()) {
      const res = await send(`198.51.100.${30 + i}`, { route: "/faq", metrics: [{ name: "LCP", value: 900 }, metric] });
      expect(res.statusCode, metric.name).toBe(422);
      expect(res.json().errors, metric.name).toEqual({ "metrics.1.value": [message] });
    }
    // The edges are real measurements.
    const edges = [
      { name: "LCP", value: 60_000 },
      { name: "CLS", value: 10 },
      { name: "TTFB", value: 0 },
    ];
    expect((await send("198.51.100.40", { route: "/faq", metrics: edges })).statusCode).toBe(204);
    await t.app.performance.flush();
    const [{ n: after } = { n: -2 }] = await t.db
      .select({ n: count() })
      .from(perfMinutes)
      .where(eq(perfMinutes.kind, "vital"));
    // The edge beacon alone: three metrics of /faq.
    expect(after).toBe(before + 3);
  });

  it("has its own per-address limit, counted before the body is read: past it 429 in the error body of docs/product.md#error-bodies", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < vitalsLimit.max; i++) {
      // Refused beacons count too: half of them name a page the site does not have.
      statuses.push((await send("198.51.100.50", { ...beacon, route: i % 2 ? "/nowhere" : "/faq" })).statusCode);
    }
    expect(statuses).toEqual(Array.from({ length: vitalsLimit.max }, (_, i) => (i % 2 ? 422 : 204)));
    const limited = await send("198.51.100.50", beacon);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers["retry-after"]).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      error: { message: "Too many measurements; try again in a minute.", code: "RATE_LIMITED", status: 429 },
    });
    // Another address is not held back.
    expect((await send("198.51.100.51", beacon)).statusCode).toBe(204);
    expect(vitalsLimit.max).toBeLessThan(60);
  });

  it("refuses cross-site beacons and other body types", async () => {
    const cross = await t.app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "text/plain", origin: "https://evil.example" },
      payload: JSON.stringify(beacon),
    });
    expect(cross.statusCode).toBe(403);
    const form = await t.app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "route=/x",
    });
    expect(form.statusCode).toBe(415);
  });
});

describe("trimming", () => {
  it("housekeeping deletes aggregates and slow samples older than 7 days and keeps the rest", async () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const day = 86_400_000;
    const row = (minute: Date, key: string) => ({ minute, instance: "trim", kind: "request", key, count: 1 });
    await t.db
      .insert(perfMinutes)
      .values([row(new Date(now.getTime() - 8 * day), "old"), row(new Date(now.getTime() - 6 * day), "kept")]);
    const sample = (at: Date, route: string) => ({
      at,
      instance: "trim",
      method: "GET",
      route,
      status: 200,
      durationMs: 1500,
    });
    await t.db
      .insert(perfSlowRequests)
      .values([sample(new Date(now.getTime() - 8 * day), "/old"), sample(new Date(now.getTime() - day), "/kept")]);
    expect(await purgeOldPerformance(t.db, now)).toBeGreaterThanOrEqual(2);
    const keys = (
      await t.db.select({ key: perfMinutes.key }).from(perfMinutes).where(eq(perfMinutes.instance, "trim"))
    ).map((r) => r.key);
    expect(keys).toEqual(["kept"]);
    const routes = (
      await t.db
        .select({ route: perfSlowRequests.route })
        .from(perfSlowRequests)
        .where(eq(perfSlowRequests.instance, "trim"))
    ).map((r) => r.route);
    expect(routes).toEqual(["/kept"]);
  });
});
