import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { constants as zlibConstants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance, FastifyReply } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
import type { Config } from "../config/config.ts";
import { isApiRoute } from "./kernel/api-scope.ts";

/**
 * Strict security headers on every response, computed once at start-up by helmet (the header
 * values never change) and copied onto each reply; only the page CSP carries a per-request script
 * nonce (no unsafe-inline scripts), added when the SSR handler asks for one. JSON responses get a
 * CSP that allows nothing at all. See docs/decisions/043-security-headers-precomputed.md.
 */
const nonceKey = Symbol("cspNonce");
type WithNonce = FastifyReply & { [nonceKey]?: string };
const noncePlaceholder = "__GUILDFORGE_NONCE__";

/** Where browsers post CSP violation reports (decision 411). */
export const cspReportPath = "/api/csp-reports";

/**
 * Violations are reported to POST /api/csp-reports (decision 411): `report-uri` always (every
 * browser; Chromium ignores it when `report-to` is present), and on an https site `report-to csp`
 * with the `Reporting-Endpoints` header naming that group (the Reporting API, batched). Over plain
 * http the Reporting API delivered nothing in Chromium (measured), so there `report-uri` alone.
 */
export function cspReporting(appUrl: string): {
  directives: Record<string, string[]>;
  headers: Record<string, string>;
} {
  if (new URL(appUrl).protocol !== "https:") return { directives: { "report-uri": [cspReportPath] }, headers: {} };
  return {
    directives: { "report-uri": [cspReportPath], "report-to": ["csp"] },
    headers: { "reporting-endpoints": `csp="${cspReportPath}"` },
  };
}

/** CSP of JSON responses: nothing may load or frame them. */
export const apiCsp = "default-src 'none'; frame-ancestors 'none'";

/** The browser Sentry DSN's origin, where the page sends its error reports (decision 324). */
function sentryOrigin(config: Config): string[] {
  const dsn = config.env.SENTRY_DSN_BROWSER;
  return dsn ? [new URL(dsn).origin] : [];
}

/**
 * The origin of the socket the browser opens (GET /api/realtime/config: APP_URL for the embedded
 * server, else PUSHER_PUBLIC_* or PUSHER_HOST): `ws://localhost:3000`, `wss://realtime.example`.
 * Only that one, never any `ws:` / `wss:` (an injected script could otherwise talk to any socket).
 */
export function realtimeOrigin(client: Config["realtime"]["client"]): string[] {
  if (!client.enabled) return [];
  const tls = client.scheme === "https";
  const host = client.host.includes(":") && !client.host.startsWith("[") ? `[${client.host}]` : client.host;
  // pusher-js opens the scheme's default port when the configured one is 0 (`wsPort || 80`), as
  // with PORT=0 and no APP_URL (a server started on any free port).
  const defaultPort = tls ? 443 : 80;
  const port = (client.port || defaultPort) === defaultPort ? "" : `:${client.port}`;
  return [`${tls ? "wss" : "ws"}://${host}${port}`];
}

function helmetOptions(config: Config, scriptSrc: string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        "default-src": ["'self'"],
        "script-src": scriptSrc,
        "style-src": ["'self'", "'unsafe-inline'"],
        "img-src": ["'self'", "data:", "blob:", "https://tile.openstreetmap.org", "https://*.tile.openstreetmap.org"],
        "font-src": ["'self'", "data:"],
        "connect-src": ["'self'", ...realtimeOrigin(config.realtime.client), ...sentryOrigin(config)],
        "frame-ancestors": ["'none'"],
        "form-action": ["'self'"],
        "base-uri": ["'self'"],
        "object-src": ["'none'"],
        ...cspReporting(config.appUrl).directives,
        ...(config.isProduction ? { "upgrade-insecure-requests": [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xPoweredBy: false,
  };
}

/** Runs helmet's middleware once against a recording response and returns the headers it set. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failed: unknown;
  helmet(options)({} as IncomingMessage, res, (err?: unknown) => {
    failed = err;
  });
  if (failed) throw failed;
  return headers;
}

/**
 * JSON responses keep the headers that mean something for a non-document (OWASP REST Security
 * cheat sheet): a CSP that allows nothing, nosniff, DENY framing, HSTS, and CORP (no other origin
 * may load the JSON, even without CORS). The document-only ones (COOP, Origin-Agent-Cluster,
 * Referrer-Policy, DNS prefetch, Permissions-Policy, X-XSS-Protection, the IE/Flash-era
 * X-Download-Options and X-Permitted-Cross-Domain-Policies) are dropped: they cost bytes on every
 * API call and protect nothing there.
 */
const apiHeaderNames = new Set([
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "cross-origin-resource-policy",
  "strict-transport-security",
]);

function apiOnly(headers: Record<string, string>): Record<string, string> {
  const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => apiHeaderNames.has(name)));
  return { ...kept, "content-security-policy": apiCsp };
}

/** The per-request script nonce for a page; its CSP header then allows exactly that nonce. */
export function scriptNonce(reply: FastifyReply): string {
  const r = reply as WithNonce;
  if (r[nonceKey]) return r[nonceKey];
  const nonce = randomBytes(16).toString("base64");
  r[nonceKey] = nonce;
  reply.header("content-security-policy", reply.server.pageCspTemplate.replace(noncePlaceholder, nonce));
  return nonce;
}

declare module "fastify" {
  interface FastifyInstance {
    pageCspTemplate: string;
  }
}

export async function registerSecurity(app: FastifyInstance, config: Config) {
  const shared = {
    ...helmetHeaders(helmetOptions(config, ["'self'"])),
    "permissions-policy": "camera=(), microphone=(), geolocation=(self), payment=()",
    ...cspReporting(config.appUrl).headers,
  };
  const pageHeaders = Object.entries(shared);
  const apiHeaders = Object.entries(apiOnly(shared));
  const template = helmetHeaders(helmetOptions(config, ["'self'", `'nonce-${noncePlaceholder}'`]))[
    "content-security-policy"
  ] as string;
  app.decorate("pageCspTemplate", template);

  app.addHook("onRequest", (req, reply, done) => {
    for (const [name, value] of isApiRoute(req) ? apiHeaders : pageHeaders) reply.header(name, value);
    done();
  });
  // Brotli quality 6 rather than the plugin's 4: about 8 % fewer bytes on every page for ~0.3 ms
  // of CPU per 100 KB, enough to keep each page's HTML inside one TCP window (decision 484).
  await app.register(compress, {
    global: true,
    encodings: ["br", "gzip"],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } },
  });
}
