import { randomBytes } from "node:crypto";
import type { ServerResponse } from "node:http";
import compress from "@fastify/compress";
import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";
import type { Config } from "../config/config.ts";

/**
 * Strict security headers on every response. Scripts need the per-request nonce that the SSR
 * handler hands to React (no unsafe-inline scripts); styles allow inline for React's style props.
 */
const nonceKey = Symbol("cspNonce");
type WithNonce = ServerResponse & { [nonceKey]?: string };

/** The per-request script nonce (the SSR handler passes it to React's inline scripts). */
export function scriptNonce(res: ServerResponse): string {
  const r = res as WithNonce;
  r[nonceKey] ??= randomBytes(16).toString("base64");
  return r[nonceKey];
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": ["'self'", (_req, res) => `'nonce-${scriptNonce(res as ServerResponse)}'`],
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", "ws:", "wss:"],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...(config.isProduction ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
  });
  await app.register(compress, { global: true, encodings: ["br", "gzip"], threshold: 1024 });
  app.addHook("onSend", async (_req, reply) => {
    reply.removeHeader("x-powered-by");
    reply.header("permissions-policy", "camera=(), microphone=(), geolocation=(self), payment=()");
  });
}
