import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createUser } from "../../../test/factories.ts";
import { createTestApp, type TestApp } from "../../../test/harness.ts";
import { sessionClient } from "../sessions/testing.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMITS: "off", APP_URL: "http://guildforge.localhost:3000" } });
});
afterAll(() => t?.close());

const loginBody = { email: "nobody@example.test", password: "whatever-pass-1" };

describe("CSRF", () => {
  it("GET /api/csrf-cookie answers 204 with a script-readable XSRF-TOKEN cookie", async () => {
    const res = await t.app.inject({ url: "/api/csrf-cookie" });
    expect(res.statusCode).toBe(204);
    const xsrf = (res.headers["set-cookie"] as string[]).find((c) => c.startsWith("XSRF-TOKEN=")) as string;
    expect(xsrf).toMatch(/SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it("sets no cookie on a cookieless API response (health checks, crawlers, first visits)", async () => {
    const res = await t.app.inject({ url: "/api/health" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["set-cookie"]).toBeUndefined();
  });

  it("re-issues a stale XSRF-TOKEN on any API response once the browser has cookies", async () => {
    const res = await t.app.inject({ url: "/api/health", headers: { cookie: "XSRF-TOKEN=stale" } });
    const cookies = (res.headers["set-cookie"] ?? []) as string[];
    expect(cookies.some((c) => c.startsWith("XSRF-TOKEN=") && !c.startsWith("XSRF-TOKEN=stale"))).toBe(true);
  });

  it("419 without the X-XSRF-TOKEN header", async () => {
    const c = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    const res = await c.post("/api/login", loginBody, { "x-xsrf-token": "" });
    expect(res.statusCode).toBe(419);
    expect(res.json().error.code).toBe("CSRF_TOKEN_MISMATCH");
  });

  it("419 with a wrong token, and with another visitor's valid token", async () => {
    const c = sessionClient(t.app);
    const other = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    await other.get("/api/csrf-cookie");
    expect((await c.post("/api/login", loginBody, { "x-xsrf-token": "abc.def" })).statusCode).toBe(419);
    const stolen = other.cookies.get("XSRF-TOKEN") as string;
    expect((await c.post("/api/login", loginBody, { "x-xsrf-token": stolen })).statusCode).toBe(419);
  });

  it("accepts the echoed token (the request then reaches validation)", async () => {
    const res = await sessionClient(t.app).post("/api/login", loginBody);
    expect(res.statusCode).toBe(422);
  });

  it("a token from before sign-in is replaced on sign-in, and the new one works", async () => {
    const user = await createUser(t.db);
    const c = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    const before = c.cookies.get("XSRF-TOKEN");
    await c.login(user.email, user.password);
    expect(c.cookies.get("XSRF-TOKEN")).not.toBe(before);
    expect((await c.post("/api/logout", undefined, { "x-xsrf-token": before as string })).statusCode).toBe(419);
    expect((await c.post("/api/logout")).statusCode).toBe(204);
  });

  it("403 for a foreign Origin, 2xx/4xx-as-usual for APP_URL's origin or the request's own host", async () => {
    const c = sessionClient(t.app);
    expect((await c.post("/api/login", loginBody, { origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await c.post("/api/login", loginBody, { origin: "http://guildforge.localhost:3000" })).statusCode).toBe(
      422,
    );
    expect((await c.post("/api/login", loginBody, { origin: "http://localhost:8080" })).statusCode).toBe(403);
    const ownHost = { origin: "http://forge.test:8080", host: "forge.test:8080" };
    expect((await c.post("/api/login", loginBody, ownHost)).statusCode).toBe(422);
  });

  it("403 when Sec-Fetch-Site is cross-site", async () => {
    const c = sessionClient(t.app);
    const res = await c.post("/api/login", loginBody, { "sec-fetch-site": "cross-site" });
    expect(res.statusCode).toBe(403);
    expect((await c.post("/api/login", loginBody, { "sec-fetch-site": "same-origin" })).statusCode).toBe(422);
  });

  it("415 for form and text bodies on JSON-only routes", async () => {
    const c = sessionClient(t.app);
    await c.get("/api/csrf-cookie");
    const token = c.cookies.get("XSRF-TOKEN") as string;
    const cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
    for (const type of ["application/x-www-form-urlencoded", "text/plain", "multipart/form-data; boundary=x"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/login",
        headers: { cookie, "x-xsrf-token": token, "content-type": type },
        payload: "email=a%40b.c&password=x",
      });
      expect(res.statusCode, type).toBe(415);
      expect(res.json().error.code).toBe("UNSUPPORTED_MEDIA_TYPE");
    }
  });

  it("safe methods need no token (in-process loader calls are GETs)", async () => {
    const res = await t.app.inject({ url: "/api/user", headers: { origin: "https://evil.example" } });
    expect(res.statusCode).toBe(401);
  });
});
