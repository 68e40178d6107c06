import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { testApiRoutes } from "./kernel/testing.ts";
import { apiCsp, scriptNonce } from "./security.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hammer ${i}`, weight_g: 900 + i })) };

describe("security headers and compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.register(
      testApiRoutes(async (api) => {
        api.get("/api/test/big", async () => big);
      }),
    );
    const open = { config: { access: "public" as const } };
    t.app.get("/test/page", open, async (_req, reply) => reply.type("text/plain").send(scriptNonce(reply)));
    t.app.get("/test/plain", open, async () => "plain");
  });
  afterAll(() => t.close());

  it.each(["/api/health", "/api/no-such-route"])("sets the security headers on %s", async (url) => {
    const res = await t.app.inject({ url });
    const csp = String(res.headers["content-security-policy"]);
    // JSON may not run or load anything at all.
    expect(csp).toBe(apiCsp);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["x-frame-options"]).toBe("DENY");
    expect(res.headers["cross-origin-resource-policy"]).toBe("same-origin");
    // Document-only headers are left off JSON (decision 043).
    expect(res.headers).not.toHaveProperty("permissions-policy");
    expect(res.headers).not.toHaveProperty("referrer-policy");
    expect(res.headers).not.toHaveProperty("x-powered-by");
    expect(res.headers).not.toHaveProperty("strict-transport-security");
  });

  it("gives a page a script nonce in its CSP, a new one on every response, and no unsafe-inline script", async () => {
    const a = await t.app.inject({ url: "/test/page" });
    const b = await t.app.inject({ url: "/test/page" });
    const nonceA = /'nonce-([^']+)'/.exec(String(a.headers["content-security-policy"]))?.[1];
    const nonceB = /'nonce-([^']+)'/.exec(String(b.headers["content-security-policy"]))?.[1];
    expect(nonceA).toBe(a.body);
    expect(nonceB).toBe(b.body);
    expect(nonceA).not.toBe(nonceB);
    const scriptSrc = String(a.headers["content-security-policy"])
      .split(";")
      .find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).toBe(`script-src 'self' 'nonce-${nonceA}'`);
    expect(a.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
    expect(a.headers["x-content-type-options"]).toBe("nosniff");
    expect(a.headers["permissions-policy"]).toContain("camera=()");
    expect(a.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(a.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });

  it("a non-API response that asked for no nonce allows only the site's own scripts", async () => {
    const res = await t.app.inject({ url: "/test/plain" });
    const csp = String(res.headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self';");
    expect(csp).not.toContain("nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it("compresses with brotli when accepted", async () => {
    const res = await t.app.inject({ url: "/api/test/big", headers: { "accept-encoding": "br, gzip" } });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toEqual(big);
  });

  it("compresses with gzip when only gzip is accepted", async () => {
    const res = await t.app.inject({ url: "/api/test/big", headers: { "accept-encoding": "gzip" } });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(big);
  });

  it("sends plain bytes when no encoding is accepted", async () => {
    const res = await t.app.inject({ url: "/api/test/big", headers: { "accept-encoding": "identity" } });
    expect(res.headers["content-encoding"]).toBeUndefined();
    expect(res.json()).toEqual(big);
  });
});
