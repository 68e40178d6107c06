import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { ConfigError, parseEnv } from "./env.ts";
import { resolveRealtimeConfig } from "./realtime-config.ts";

const secret = (name: string) => `generated-${name}`;

describe("realtime configuration", () => {
  it("embedded: generated credentials, browser connects to APP_URL's host", () => {
    const c = resolveRealtimeConfig(parseEnv({}), "https://guildforge.example", secret);
    expect(c).toMatchObject({ driver: "embedded", appId: "generated-PUSHER_APP_ID", key: "generated-PUSHER_APP_KEY" });
    expect(c.secret).toBe("generated-PUSHER_APP_SECRET");
    expect(c.client).toEqual({
      enabled: true,
      key: "generated-PUSHER_APP_KEY",
      host: "guildforge.example",
      port: 443,
      scheme: "https",
    });
  });

  it("pusher: the external server is also what the browser uses unless told otherwise", () => {
    const env = parseEnv({
      REALTIME_DRIVER: "pusher",
      PUSHER_APP_ID: "1",
      PUSHER_APP_KEY: "key",
      PUSHER_APP_SECRET: "a-secret-of-16-chars",
      PUSHER_HOST: "soketi.internal",
      PUSHER_PORT: "6001",
      PUSHER_SCHEME: "http",
      PUSHER_PUBLIC_HOST: "ws.guildforge.example",
      PUSHER_PUBLIC_SCHEME: "https",
    });
    const c = resolveRealtimeConfig(env, "http://localhost:3000", secret);
    expect(c.external).toEqual({ host: "soketi.internal", port: 6001, scheme: "http" });
    expect(c.client).toEqual({ enabled: true, key: "key", host: "ws.guildforge.example", port: 443, scheme: "https" });
  });

  it("requires real credentials in production and for the external driver", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_KEY: "x".repeat(32) })).toThrow(/PUSHER_APP_SECRET: required/);
    expect(() => parseEnv({ REALTIME_DRIVER: "pusher" })).toThrow(ConfigError);
    expect(() =>
      parseEnv({
        REALTIME_DRIVER: "pusher",
        PUSHER_APP_ID: "1",
        PUSHER_APP_KEY: "k",
        PUSHER_APP_SECRET: "s".repeat(16),
      }),
    ).toThrow(/PUSHER_HOST/);
  });

  it("persists generated dev credentials in DATA_DIR", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "gf-rt-"));
    try {
      const a = loadConfig({ DATA_DIR: dir }).realtime;
      const b = loadConfig({ DATA_DIR: dir }).realtime;
      expect(a.secret.length).toBeGreaterThanOrEqual(32);
      expect([b.appId, b.key, b.secret]).toEqual([a.appId, a.key, a.secret]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
