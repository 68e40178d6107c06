import { readdirSync, readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { clientDir, productionWeb } from "./ssr.ts";

const browserUA = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36";

describe("the built site served by the app", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ deps: { web: productionWeb } });
  }, 180_000);
  afterAll(() => t?.close());

  it("GET /build.json names the build and is never cached", async () => {
    const res = await t.app.inject({ url: "/build.json" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const expected = JSON.parse(readFileSync(path.join(clientDir, "build.json"), "utf8")).build_id;
    expect(res.json()).toEqual({ build_id: expected });
  });

  it("server-renders the home page", async () => {
    const res = await t.app.inject({ url: "/", headers: { "user-agent": browserUA } });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toMatch(/<html/i);
  });

  it("answers HEAD / with 200 and no body", async () => {
    const res = await t.app.inject({ method: "HEAD", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.body).toBe("");
  });

  it.each(["GET", "HEAD"] as const)("answers %s of an unknown page with 404", async (method) => {
    const res = await t.app.inject({ method, url: "/no-such-page-here", headers: { "user-agent": browserUA } });
    expect(res.statusCode).toBe(404);
    if (method === "HEAD") expect(res.body).toBe("");
    else expect(res.body).toMatch(/<html/i);
  });

  it("answers HEAD of an API route with its status and no body", async () => {
    const ok = await t.app.inject({ method: "HEAD", url: "/api/health" });
    expect(ok.statusCode).toBe(200);
    expect(ok.body).toBe("");
    const missing = await t.app.inject({ method: "HEAD", url: "/api/no-such-route" });
    expect(missing.statusCode).toBe(404);
  });

  it("survives a browser that goes away in the middle of a page", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const { port } = t.app.server.address() as AddressInfo;
    for (let i = 0; i < 5; i++) {
      const controller = new AbortController();
      const pending = fetch(`http://127.0.0.1:${port}/`, {
        signal: controller.signal,
        headers: { "user-agent": browserUA },
      }).then((r) => r.text());
      setTimeout(() => controller.abort(), i * 3);
      await expect(pending).rejects.toThrow();
    }
    const after = await fetch(`http://127.0.0.1:${port}/`, { headers: { "user-agent": browserUA } });
    expect(after.status).toBe(200);
    expect(await after.text()).toMatch(/<html/i);
  });

  it.each([
    ["the stylesheet", /^app-.*\.css$/, "text/css; charset=utf-8"],
    ["the client entry", /^entry\.client-.*\.js$/, "application/javascript; charset=utf-8"],
  ])(
    "serves the build's Brotli and gzip copies of %s, the file itself to a client that takes neither (decision 483)",
    async (_what, name, type) => {
      const file = readdirSync(path.join(clientDir, "assets")).find((f) => name.test(f));
      expect(file, `the build has no ${name}`).toBeDefined();
      const original = readFileSync(path.join(clientDir, "assets", file!));
      const url = `/assets/${file}`;
      const br = await t.app.inject({ url, headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(br.statusCode).toBe(200);
      expect(br.headers).toMatchObject({
        "content-encoding": "br",
        "content-type": type,
        "cache-control": "public, max-age=31536000, immutable",
        vary: "accept-encoding",
      });
      // The copies are of the file as served, not of an earlier stage of the build.
      expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
      const gz = await t.app.inject({ url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
      const plain = await t.app.inject({ url, headers: { "accept-encoding": "identity" } });
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.rawPayload.equals(original)).toBe(true);
    },
  );

  it("every compressed copy in the build is its file as served (decision 483)", () => {
    const dir = path.join(clientDir, "assets");
    const copies = readdirSync(dir).filter((f) => /\.(br|gz)$/.test(f));
    expect(copies.length).toBeGreaterThan(10);
    for (const copy of copies) {
      const original = readFileSync(path.join(dir, copy.replace(/\.(br|gz)$/, "")));
      const packed = readFileSync(path.join(dir, copy));
      const unpacked = copy.endsWith(".br") ? brotliDecompressSync(packed) : gunzipSync(packed);
      expect(unpacked.equals(original), copy).toBe(true);
    }
  });
});
