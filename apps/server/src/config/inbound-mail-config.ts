import { readFileSync } from "node:fs";
import { z } from "zod";

/** Environment variables of the reply-by-email listener (merged into config/env.ts's schema). */
export const inboundMailEnvShape = {
  /** Unset: no listener (replies by email are off). */
  INBOUND_SMTP_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Unset: 0.0.0.0 in production, 127.0.0.1 otherwise. */
  INBOUND_SMTP_HOST: z.string().min(1).optional(),
  /** The domain of reply addresses (`reply+{token}@{domain}`): its MX (or a forward) must reach the listener. */
  MAIL_REPLY_DOMAIN: z
    .string()
    .regex(
      /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/i,
      "must be a domain name such as reply.example.com",
    )
    .optional(),
  /** PEM files for STARTTLS; both or neither. Without them STARTTLS is not offered. */
  INBOUND_SMTP_TLS_KEY: z.string().min(1).optional(),
  INBOUND_SMTP_TLS_CERT: z.string().min(1).optional(),
  /** Connections served at once; one more is told 421 (try again later). */
  INBOUND_SMTP_MAX_CLIENTS: z.coerce.number().int().min(1).max(10_000).default(50),
  /** Seconds a connection may stay silent before it is closed (421). */
  INBOUND_SMTP_IDLE_TIMEOUT: z.coerce.number().int().min(1).max(3600).default(60),
};

const inboundMailEnvSchema = z.object(inboundMailEnvShape);
type InboundMailEnv = z.infer<typeof inboundMailEnvSchema>;

/** Problems parseEnv reports: a listener needs a reply domain; TLS needs its key and its certificate. */
export function inboundMailEnvProblems(env: InboundMailEnv): string[] {
  const problems: string[] = [];
  if (env.INBOUND_SMTP_PORT && !env.MAIL_REPLY_DOMAIN) {
    problems.push("  MAIL_REPLY_DOMAIN: required when INBOUND_SMTP_PORT is set");
  }
  if (Boolean(env.INBOUND_SMTP_TLS_KEY) !== Boolean(env.INBOUND_SMTP_TLS_CERT)) {
    problems.push("  INBOUND_SMTP_TLS_KEY, INBOUND_SMTP_TLS_CERT: set both or neither");
  }
  for (const name of ["INBOUND_SMTP_TLS_KEY", "INBOUND_SMTP_TLS_CERT"] as const) {
    const file = env[name];
    if (!file) continue;
    try {
      readFileSync(file);
    } catch {
      problems.push(`  ${name}: cannot read ${file}`);
    }
  }
  return problems;
}

export interface InboundMailConfig {
  /** The listener; null when INBOUND_SMTP_PORT is unset. */
  smtp: {
    port: number;
    host: string;
    tls: { key: Buffer; cert: Buffer } | null;
    /** INBOUND_SMTP_MAX_CLIENTS (50). */
    maxClients: number;
    /** INBOUND_SMTP_IDLE_TIMEOUT in milliseconds (60 s). */
    idleTimeoutMs: number;
  } | null;
  /** MAIL_REPLY_DOMAIN, lower-cased; null = notification mail carries no reply address. */
  replyDomain: string | null;
}

export function resolveInboundMailConfig(env: InboundMailEnv, isProduction: boolean): InboundMailConfig {
  const tls =
    env.INBOUND_SMTP_TLS_KEY && env.INBOUND_SMTP_TLS_CERT
      ? { key: readFileSync(env.INBOUND_SMTP_TLS_KEY), cert: readFileSync(env.INBOUND_SMTP_TLS_CERT) }
      : null;
  return {
    smtp: env.INBOUND_SMTP_PORT
      ? {
          port: env.INBOUND_SMTP_PORT,
          host: env.INBOUND_SMTP_HOST ?? (isProduction ? "0.0.0.0" : "127.0.0.1"),
          tls,
          maxClients: env.INBOUND_SMTP_MAX_CLIENTS,
          idleTimeoutMs: env.INBOUND_SMTP_IDLE_TIMEOUT * 1000,
        }
      : null,
    replyDomain: env.MAIL_REPLY_DOMAIN?.toLowerCase() ?? null,
  };
}
