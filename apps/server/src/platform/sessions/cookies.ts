import type { FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/config.ts";

export interface CookieOptions {
  httpOnly: boolean;
  secure: boolean;
  /** Seconds; omitted = a browser-session cookie; 0 = delete. */
  maxAge?: number;
}

/** Parses the Cookie header (first value wins for duplicate names). */
export function readCookie(req: FastifyRequest, name: string): string | undefined {
  const header = req.headers.cookie;
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw.startsWith('"') && raw.endsWith('"') ? raw.slice(1, -1) : raw);
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Appends one Set-Cookie header (SameSite=Lax, Path=/ always). */
export function setCookie(reply: FastifyReply, name: string, value: string, opts: CookieOptions): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", "SameSite=Lax"];
  if (opts.maxAge !== undefined) {
    parts.push(`Max-Age=${Math.max(0, Math.floor(opts.maxAge))}`);
    if (opts.maxAge <= 0) parts.push("Expires=Thu, 01 Jan 1970 00:00:00 GMT");
  }
  if (opts.httpOnly) parts.push("HttpOnly");
  if (opts.secure) parts.push("Secure");
  const existing = reply.getHeader("set-cookie");
  const list = existing === undefined ? [] : Array.isArray(existing) ? existing.map(String) : [String(existing)];
  // Replace an earlier cookie of the same name set during this request.
  const kept = list.filter((c) => !c.startsWith(`${name}=`));
  // Fastify appends to set-cookie, so drop the old list first.
  reply.removeHeader("set-cookie");
  reply.header("set-cookie", [...kept, parts.join("; ")]);
}

/** Secure cookies whenever the app is served over https (APP_URL decides). */
export function cookiesSecure(config: Config): boolean {
  return new URL(config.appUrl).protocol === "https:";
}

/**
 * `__Host-` prefix whenever the app is served over https (APP_URL decides, whatever NODE_ENV says):
 * the browser then keeps the cookie only with Secure, Path=/ and no Domain, bound to this exact
 * host, so a sibling subdomain or a plain-http page cannot plant one. The plain name over http
 * (development, tests), where browsers refuse the prefix (decision 510).
 */
export function cookieName(config: Config, base: string): string {
  return cookiesSecure(config) ? `__Host-${base}` : base;
}
