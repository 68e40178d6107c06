import { afterEach, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.ts";
import { scriptNonce } from "./security.ts";

// Issue 36 point 10: the page CSP's connect-src names the one socket origin the browser opens
// (GET /api/realtime/config), never any ws: / wss: at all.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function pageConnectSrc(env: Record<string, string>): Promise<{ connectSrc: string[]; app: TestApp }> {
  t = await createTestApp({ env: { RATE_LIMITS: "off", ...env } });
  t.app.get("/test/csp-page", { config: { access: "public" } }, async (_req, reply) =>
    reply.type("text/plain").send(scriptNonce(reply)),
  );
  const connectSrc = async (url: string) => {
    const csp = String((await (t as TestApp).app.inject({ url })).headers["content-security-policy"]);
    return (csp.split(";").find((d) => d.trim().startsWith("connect-src")) ?? "").trim().split(/\s+/).slice(1);
  };
  const withNonce = await connectSrc("/test/csp-page");
  // Pages with and without a script nonce share the directive.
  expect(await connectSrc("/test/no-such-page")).toEqual(withNonce);
  return { connectSrc: withNonce, app: t };
}

const pusher = {
  REALTIME_DRIVER: "pusher",
  PUSHER_APP_ID: "guildforge",
  PUSHER_APP_KEY: "public-key",
  PUSHER_APP_SECRET: "a-secret-of-at-least-16",
  PUSHER_HOST: "soketi.internal",
  PUSHER_PORT: "6001",
  PUSHER_SCHEME: "http",
};

describe("page CSP connect-src and the realtime host", () => {
  it("embedded server, default APP_URL: the app's own ws:// origin with its port", async () => {
    const { connectSrc, app } = await pageConnectSrc({});
    expect(app.config.appUrl).toMatch(/^http:\/\/localhost:\d+$/);
    expect(connectSrc).toEqual(["'self'", `ws://localhost:${new URL(app.config.appUrl).port}`]);
  });

  it("embedded server behind an https APP_URL: wss:// on the default port", async () => {
    const { connectSrc } = await pageConnectSrc({ APP_URL: "https://guildforge.example" });
    expect(connectSrc).toEqual(["'self'", "wss://guildforge.example"]);
  });

  it("external pusher server with a public host: that host, not the internal one", async () => {
    const { connectSrc } = await pageConnectSrc({
      ...pusher,
      APP_URL: "https://guildforge.example",
      PUSHER_PUBLIC_HOST: "realtime.guildforge.example",
      PUSHER_PUBLIC_SCHEME: "https",
    });
    expect(connectSrc).toEqual(["'self'", "wss://realtime.guildforge.example"]);
  });

  it("external pusher server with a public port and plain http", async () => {
    const { connectSrc } = await pageConnectSrc({
      ...pusher,
      PUSHER_PUBLIC_HOST: "realtime.localhost",
      PUSHER_PUBLIC_PORT: "6001",
    });
    expect(connectSrc).toEqual(["'self'", "ws://realtime.localhost:6001"]);
  });

  it("PORT=0 without APP_URL: the default port, which is where pusher-js then connects", async () => {
    const { connectSrc } = await pageConnectSrc({ PORT: "0" });
    expect(connectSrc).toEqual(["'self'", "ws://localhost"]);
  });

  it("never allows every socket (ws: / wss:) and keeps the browser Sentry origin", async () => {
    const { connectSrc } = await pageConnectSrc({
      SENTRY_DSN_BROWSER: "https://abc@o1.ingest.sentry.example/42",
    });
    expect(connectSrc).not.toContain("ws:");
    expect(connectSrc).not.toContain("wss:");
    expect(connectSrc).toContain("https://o1.ingest.sentry.example");
  });
});
