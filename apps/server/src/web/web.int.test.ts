import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import path from "node:path";
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
});
