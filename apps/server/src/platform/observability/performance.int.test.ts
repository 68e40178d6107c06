import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { buildApp } from "../../app.ts";
import { perfMinutes, perfSlowRequests } from "../../db/schema/index.ts";
import { testApiRoutes } from "../kernel/testing.ts";
import { sessionClient } from "../sessions/testing.ts";
import { purgeOldPerformance } from "./performance.repository.ts";

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
});

beforeAll(async () => {
  t = await createTestApp({
    env: { SLOW_REQUEST_MS: "40", SLOW_QUERY_MS: "1" },
    deps: { observability: { instance: "one", flushMs: 60_000 } },
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
      /^TypeError at apps\/server\/src\/platform\/observability\/performance\.int\.test\.ts:\d+$/,
    );
    expect(data.exceptions[0].message).toBe("the anvil cracked");
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
});

describe("POST /api/vitals", () => {
  const beacon = {
    route: "/classes/:id",
    metrics: [
      { name: "LCP", value: 1800 },
      { name: "CLS", value: 0.05 },
    ],
  };

  it("stores a beacon sent as text/plain (sendBeacon) without a session or CSRF token, per route pattern", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: t.config.appUrl },
      payload: JSON.stringify(beacon),
    });
    expect(res.statusCode).toBe(204);
    const json = await t.app.inject({ method: "POST", url: "/api/vitals", payload: { ...beacon, route: "/login" } });
    expect(json.statusCode).toBe(204);
    await t.app.performance.flush();
    const { client } = await admin();
    const vitals = (await client.get("/api/admin/performance?range=1h")).json().data.vitals;
    expect(vitals).toContainEqual(
      expect.objectContaining({ route: "/classes/:id", name: "LCP", samples: 1, rating: "good" }),
    );
    const cls = vitals.find((v: { route: string; name: string }) => v.route === "/classes/:id" && v.name === "CLS");
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
      { route: "/classes/:id", metrics: [{ name: "FID", value: 3 }] },
      { route: "/classes/:id", metrics: [{ name: "LCP", value: -1 }] },
      { route: "/classes/:id", metrics: [] },
      { ...beacon, email: "someone@example.test" },
    ];
    for (const payload of bad) {
      const res = await t.app.inject({ method: "POST", url: "/api/vitals", payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeTypeOf("object");
    }
    await t.app.performance.flush();
    const [{ n: after } = { n: -2 }] = await t.db
      .select({ n: count() })
      .from(perfMinutes)
      .where(eq(perfMinutes.kind, "vital"));
    expect(after).toBe(before);
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
