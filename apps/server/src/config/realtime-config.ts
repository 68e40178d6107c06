import type { RealtimeClientConfig } from "@guildforge/contracts";
import { z } from "zod";

/** Environment variables of the real-time layer (merged into config/env.ts's schema). */
export const realtimeEnvShape = {
  REALTIME_DRIVER: z.enum(["embedded", "pusher"]).default("embedded"),
  PUSHER_APP_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ and - only")
    .optional(),
  PUSHER_APP_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, "letters, digits, _ and - only")
    .optional(),
  PUSHER_APP_SECRET: z.string().min(16, "must be at least 16 characters").optional(),
  /** External server for REALTIME_DRIVER=pusher (the HTTP publish API). */
  PUSHER_HOST: z.string().min(1).optional(),
  PUSHER_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_SCHEME: z.enum(["http", "https"]).optional(),
  /** Where browsers connect, when it differs from APP_URL (embedded) or PUSHER_HOST (pusher). */
  PUSHER_PUBLIC_HOST: z.string().min(1).optional(),
  PUSHER_PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  PUSHER_PUBLIC_SCHEME: z.enum(["http", "https"]).optional(),
};

const realtimeEnvSchema = z.object(realtimeEnvShape);
type RealtimeEnv = z.infer<typeof realtimeEnvSchema>;

/** Problems parseEnv reports: production and the external driver need real credentials. */
export function realtimeEnvProblems(env: RealtimeEnv & { NODE_ENV: string }): string[] {
  const problems: string[] = [];
  const needCredentials = env.NODE_ENV === "production" || env.REALTIME_DRIVER === "pusher";
  const why = env.REALTIME_DRIVER === "pusher" ? "REALTIME_DRIVER=pusher" : "NODE_ENV=production";
  if (needCredentials) {
    for (const name of ["PUSHER_APP_ID", "PUSHER_APP_KEY", "PUSHER_APP_SECRET"] as const) {
      if (!env[name]) problems.push(`  ${name}: required when ${why}`);
    }
  }
  if (env.REALTIME_DRIVER === "pusher" && !env.PUSHER_HOST) {
    problems.push("  PUSHER_HOST: required when REALTIME_DRIVER=pusher");
  }
  return problems;
}

export interface RealtimeConfig {
  driver: "embedded" | "pusher";
  appId: string;
  key: string;
  secret: string;
  /** The external server (driver pusher). */
  external: { host: string; port: number; scheme: "http" | "https" } | null;
  /** What the browser needs (GET /api/realtime/config). */
  client: RealtimeClientConfig;
}

const defaultPort = (scheme: "http" | "https") => (scheme === "https" ? 443 : 80);

/** `secret(name)` returns the persisted dev default for a missing variable. */
export function resolveRealtimeConfig(
  env: RealtimeEnv,
  appUrl: string,
  secret: (name: string) => string,
): RealtimeConfig {
  const appId = env.PUSHER_APP_ID ?? secret("PUSHER_APP_ID");
  const key = env.PUSHER_APP_KEY ?? secret("PUSHER_APP_KEY");
  const appSecret = env.PUSHER_APP_SECRET ?? secret("PUSHER_APP_SECRET");
  let external: RealtimeConfig["external"] = null;
  let base: { host: string; port: number; scheme: "http" | "https" };
  if (env.REALTIME_DRIVER === "pusher") {
    const scheme = env.PUSHER_SCHEME ?? "https";
    external = { host: env.PUSHER_HOST ?? "", port: env.PUSHER_PORT ?? defaultPort(scheme), scheme };
    base = external;
  } else {
    const url = new URL(appUrl);
    const scheme = url.protocol === "https:" ? "https" : "http";
    base = { host: url.hostname, port: url.port ? Number(url.port) : defaultPort(scheme), scheme };
  }
  const scheme = env.PUSHER_PUBLIC_SCHEME ?? base.scheme;
  const client: RealtimeClientConfig = {
    key,
    host: env.PUSHER_PUBLIC_HOST ?? base.host,
    port: env.PUSHER_PUBLIC_PORT ?? (env.PUSHER_PUBLIC_HOST ? defaultPort(scheme) : base.port),
    scheme,
    enabled: false,
  };
  client.enabled = client.key.length > 0 && client.host.length > 0;
  return { driver: env.REALTIME_DRIVER, appId, key, secret: appSecret, external, client };
}
