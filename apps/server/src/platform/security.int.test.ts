import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Hammer ${i}`, weight_g: 900 + i })) };

describe("security headers and compression", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    t.app.get("/api/test/big", async () => big);
  });
  afterAll(() => t.close());

  it.each(["/api/health", "/api/no-such-route"])("sets the security headers on %s", async (url) => {
    const res = await t.app.inject({ url });
    const csp = String(res.headers["content-security-policy"]);
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src"));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(res.headers).not.toHaveProperty("x-powered-by");
  });

  it("uses a different script nonce on every response", async () => {
    const a = await t.app.inject({ url: "/api/health" });
    const b = await t.app.inject({ url: "/api/health" });
    const nonce = (h: unknown) => /'nonce-([^']+)'/.exec(String(h))?.[1];
    expect(nonce(a.headers["content-security-policy"])).toBeTruthy();
    expect(nonce(a.headers["content-security-policy"])).not.toBe(nonce(b.headers["content-security-policy"]));
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
