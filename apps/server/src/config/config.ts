import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { type Env, parseEnv } from "./env.ts";
import { type InboundMailConfig, resolveInboundMailConfig } from "./inbound-mail-config.ts";
import { type ObservabilityConfig, resolveObservabilityConfig } from "./observability-config.ts";
import { type PaymentsConfig, resolvePaymentsConfig } from "./payments-config.ts";
import { type RealtimeConfig, resolveRealtimeConfig } from "./realtime-config.ts";
import { resolveStorageConfig, type StorageConfig } from "./storage-config.ts";

export interface Config {
  env: Env;
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  appUrl: string;
  appKey: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  seed: "demo" | "none";
  rateLimits: boolean;
  logLevel: Env["LOG_LEVEL"];
  trustProxy: boolean;
  /** Whether /api/docs and /api/openapi.json are served (API_DOCS; off in production unless `public`). */
  apiDocs: boolean;
  realtime: RealtimeConfig;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Replies by email: the inbound SMTP listener and the reply address domain. */
  inboundMail: InboundMailConfig;
  /** Where uploads are stored (served at /uploads/ either way). */
  storage: StorageConfig;
  /** Which payments driver takes the money (issue 41): `manual`, pay at the forge. */
  payments: PaymentsConfig;
  /** /admin/performance recording, /metrics and tracing. */
  observability: ObservabilityConfig;
}

/** Reads a secret from DATA_DIR/secrets.json, generating and saving it on first use. */
function persistedSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets.json");
  let secrets: Record<string, string> = {};
  try {
    secrets = JSON.parse(readFileSync(file, "utf8"));
  } catch {}
  if (!secrets[name]) {
    secrets[name] = randomBytes(32).toString("base64url");
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets[name];
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const env = parseEnv(source);
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  const isProduction = env.NODE_ENV === "production";
  const appUrl = (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, "");
  return {
    env,
    isProduction,
    port: env.PORT,
    host: env.HOST ?? (isProduction ? "0.0.0.0" : "localhost"),
    dataDir,
    appUrl,
    appKey: env.APP_KEY ?? persistedSecret(dataDir, "APP_KEY"),
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL,
    // Demo data by default on the embedded database; never in production unless asked for.
    seed: env.SEED ?? (isProduction || env.DATABASE_URL ? "none" : "demo"),
    rateLimits: env.RATE_LIMITS === "on",
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY === "true",
    apiDocs: env.API_DOCS ? env.API_DOCS === "public" : !isProduction,
    realtime: resolveRealtimeConfig(env, appUrl, (name) => persistedSecret(dataDir, name)),
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    inboundMail: resolveInboundMailConfig(env, isProduction),
    storage: resolveStorageConfig(env, dataDir),
    payments: resolvePaymentsConfig(env),
    observability: resolveObservabilityConfig(env, isProduction),
  };
}
