import { z } from "zod";
import { inboundMailEnvProblems, inboundMailEnvShape } from "./inbound-mail-config.ts";
import { observabilityEnvShape } from "./observability-config.ts";
import { paymentsEnvShape } from "./payments-config.ts";
import { realtimeEnvProblems, realtimeEnvShape } from "./realtime-config.ts";
import { storageEnvProblems, storageEnvShape } from "./storage-config.ts";

const onOff = z.enum(["on", "off"]);

/** Every environment variable the server reads. README's configuration table mirrors this. */
export const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Unset: 127.0.0.1 outside production (a laptop's dev server is not on the network), 0.0.0.0 in production. */
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  APP_URL: z.url().optional(),
  APP_KEY: z.string().min(32, "must be at least 32 characters").optional(),
  SEED: z.enum(["demo", "none"]).optional(),
  RATE_LIMITS: onOff.default("on"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.enum(["true", "false"]).default("false"),
  SENTRY_DSN: z.url().optional(),
  /** The browser SDK's DSN, handed to each page at request time (decision 324); unset = no browser reporting. */
  SENTRY_DSN_BROWSER: z.url().optional(),
  /** The OpenAPI reference (/api/docs, /api/openapi.json): `public`, or `off`; unset = public outside production only. */
  API_DOCS: z.enum(["public", "off"]).optional(),
  ...realtimeEnvShape,
  /** smtp(s)://user:pass@host:port; unset = write mail to DATA_DIR/mail-outbox (dev mailbox). */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default("Guildforge <no-reply@guildforge.test>"),
  ...inboundMailEnvShape,
  ...storageEnvShape,
  ...paymentsEnvShape,
  ...observabilityEnvShape,
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const env = result.data;
  if (env.NODE_ENV === "production" && !env.APP_KEY) {
    throw new ConfigError("Invalid configuration:\n  APP_KEY: required when NODE_ENV=production");
  }
  const problems = [...realtimeEnvProblems(env), ...storageEnvProblems(env), ...inboundMailEnvProblems(env)];
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join("\n")}`);
  return env;
}
