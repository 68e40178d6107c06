import { readFileSync } from "node:fs";
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

  it("serves the stylesheet as built, Brotli 11 or gzip 9 by Accept-Encoding, cached for a year (decision 488)", async () => {
    const home = await t.app.inject({ url: "/", headers: { "user-agent": browserUA } });
    const sheet = /<link[^>]*rel="stylesheet"[^>]*href="(\/assets\/[^"]+\.css)"/.exec(home.body)?.[1];
    expect(sheet, "the home page links a built stylesheet").toBeDefined();
    const file = path.join(clientDir, sheet!);
    const original = readFileSync(file);
    const asked = async (encoding: string) => t.app.inject({ url: sheet!, headers: { "accept-encoding": encoding } });
    const br = await asked("gzip, deflate, br");
    expect(br.statusCode).toBe(200);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(original)).toBe(true);
    const gz = await asked("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).equals(original)).toBe(true);
    const plain = await asked("identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.equals(original)).toBe(true);
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
});
