import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunningServer, spawnServer } from "../test/spawn-server.ts";

const devFile = fileURLToPath(new URL("./dev.ts", import.meta.url));

/** `npm run dev` (apps/server: node --conditions=development src/dev.ts): Vite inside the app. */
describe("npm run dev", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await spawnServer({ LOG_LEVEL: "warn" }, ["--conditions=development", devFile]);
  }, 180_000);
  afterAll(() => server?.dispose());

  it("server-renders a page with Vite's client and React refresh (hot reload)", { timeout: 120_000 }, async () => {
    const res = await fetch(`${server.url}/about`);
    expect(res.status).toBe(200);
    const html = await res.text();
    // React Router's dev entry loads Vite's client and React Refresh through this module.
    expect(html).toContain("virtual:react-router/inject-hmr-runtime");
    expect(html).toMatch(/<h1[^>]*>[^<]*About/);
    const client = await fetch(`${server.url}/@vite/client`);
    expect(client.status).toBe(200);
    expect(client.headers.get("content-type")).toMatch(/javascript/);
    expect(await client.text()).toContain("vite-hmr");
  });

  it("answers Vite's HMR websocket on the app's own port, beside the API", { timeout: 60_000 }, async () => {
    const first = await new Promise<string>((resolve, reject) => {
      const ws = new WebSocket(server.url.replace("http", "ws"), "vite-hmr");
      const timer = setTimeout(() => reject(new Error("no HMR message within 30 s")), 30_000);
      ws.onmessage = (e) => {
        clearTimeout(timer);
        ws.close();
        resolve(String(e.data));
      };
      ws.onerror = () => reject(new Error("HMR websocket failed"));
    });
    expect(JSON.parse(first)).toMatchObject({ type: "connected" });
    const health = await fetch(`${server.url}/api/health`);
    expect(await health.json()).toEqual({ status: "ok" });
  });
});
