import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadConfig } from "./config.ts";
import { ConfigError } from "./env.ts";

const productionBase = {
  NODE_ENV: "production",
  APP_KEY: "k".repeat(32),
  PUSHER_APP_ID: "guildforge",
  PUSHER_APP_KEY: "guildforge-key",
  PUSHER_APP_SECRET: "s".repeat(24),
};
let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), "guildforge-inbound-config-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).inboundMail;

function problems(env: Record<string, string>): string {
  try {
    load(env);
  } catch (e) {
    if (e instanceof ConfigError) return e.message;
    throw e;
  }
  throw new Error("expected a ConfigError");
}

describe("inbound mail configuration", () => {
  it("is off by default", () => {
    expect(load({})).toEqual({ smtp: null, replyDomain: null });
  });

  it.each([
    [{}, "127.0.0.1"],
    [productionBase, "0.0.0.0"],
    [{ INBOUND_SMTP_HOST: "10.0.0.9" }, "10.0.0.9"],
  ])("listens when INBOUND_SMTP_PORT is set, on a safe interface by default: %j -> %s", (env, host) => {
    const c = load({ ...env, INBOUND_SMTP_PORT: "2525", MAIL_REPLY_DOMAIN: "Reply.Forge.Example" });
    expect(c).toEqual({
      smtp: { port: 2525, host, tls: null, maxClients: 50, idleTimeoutMs: 60_000 },
      replyDomain: "reply.forge.example",
    });
  });

  it("takes a connection cap and an idle timeout in seconds", () => {
    const c = load({
      INBOUND_SMTP_PORT: "2525",
      MAIL_REPLY_DOMAIN: "reply.forge.example",
      INBOUND_SMTP_MAX_CLIENTS: "5",
      INBOUND_SMTP_IDLE_TIMEOUT: "20",
    });
    expect(c.smtp).toMatchObject({ maxClients: 5, idleTimeoutMs: 20_000 });
  });

  it("reads the STARTTLS key and certificate files", () => {
    const key = path.join(dataDir, "key.pem");
    const cert = path.join(dataDir, "cert.pem");
    writeFileSync(key, "KEY");
    writeFileSync(cert, "CERT");
    const c = load({
      INBOUND_SMTP_PORT: "2525",
      MAIL_REPLY_DOMAIN: "reply.forge.example",
      INBOUND_SMTP_TLS_KEY: key,
      INBOUND_SMTP_TLS_CERT: cert,
    });
    expect(c.smtp?.tls?.key.toString()).toBe("KEY");
    expect(c.smtp?.tls?.cert.toString()).toBe("CERT");
  });

  it.each([
    [{ INBOUND_SMTP_PORT: "2525" }, "MAIL_REPLY_DOMAIN: required when INBOUND_SMTP_PORT is set"],
    [{ INBOUND_SMTP_PORT: "70000", MAIL_REPLY_DOMAIN: "reply.forge.example" }, "INBOUND_SMTP_PORT"],
    [{ INBOUND_SMTP_MAX_CLIENTS: "0" }, "INBOUND_SMTP_MAX_CLIENTS"],
    [{ INBOUND_SMTP_IDLE_TIMEOUT: "soon" }, "INBOUND_SMTP_IDLE_TIMEOUT"],
    [{ MAIL_REPLY_DOMAIN: "not a domain" }, "MAIL_REPLY_DOMAIN: must be a domain name such as reply.example.com"],
    [{ MAIL_REPLY_DOMAIN: "reply@forge.example" }, "MAIL_REPLY_DOMAIN: must be a domain name"],
    [{ INBOUND_SMTP_TLS_KEY: "/etc/key.pem" }, "INBOUND_SMTP_TLS_KEY, INBOUND_SMTP_TLS_CERT: set both or neither"],
    [
      { INBOUND_SMTP_TLS_KEY: "/nowhere/key.pem", INBOUND_SMTP_TLS_CERT: "/nowhere/cert.pem" },
      "INBOUND_SMTP_TLS_KEY: cannot read /nowhere/key.pem",
    ],
  ])("refuses %j", (env, message) => {
    expect(problems(env)).toContain(message);
  });
});
