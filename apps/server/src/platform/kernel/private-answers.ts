import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { carriesSessionCookie } from "../sessions/session-plugin.ts";
import { isApiRoute } from "./api-scope.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /**
     * "public": the answer is the same for every caller and the route sets its own public
     * Cache-Control (assets, public uploads, robots.txt, the sitemap, the Atom feed). Every other
     * route's answer is private to the caller when it depends on a session (decision 508).
     */
    caching?: "public";
  }
}

/** The Cache-Control of an answer that depends on the session: no cache keeps it (decision 508). */
export const privateCacheControl = "no-store";

/** What a page's HTML varies on for a visitor: the session cookie and the locale (root loader). */
const pageVary = ["Cookie", "Accept-Language"];

/**
 * Declares public caching for every route registered in this scope and its children: for
 * plugins that register routes themselves (@fastify/static) and take no route config.
 */
export function declarePublicCaching(scope: FastifyInstance) {
  scope.addHook("onRoute", (route) => {
    route.config = { ...route.config, caching: "public" };
  });
}

/** Whether a Cache-Control value already keeps the answer out of shared caches. */
export function keepsPrivate(cacheControl: string): boolean {
  return /(?:^|,)\s*(?:no-store|private)\b/i.test(cacheControl);
}

function header(reply: FastifyReply, name: string): string {
  const value = reply.getHeader(name);
  return value === undefined ? "" : Array.isArray(value) ? value.join(", ") : String(value);
}

function addVary(reply: FastifyReply, names: readonly string[]) {
  const current = header(reply, "vary");
  const have = new Set(
    current
      .split(",")
      .map((v) => v.trim().toLowerCase())
      .filter(Boolean),
  );
  if (have.has("*")) return;
  const missing = names.filter((n) => !have.has(n.toLowerCase()));
  if (missing.length) reply.header("vary", [current, ...missing].filter(Boolean).join(", "));
}

/**
 * Whether this answer depends on who asks: a session is known, the session cookie or other
 * credentials (a bearer token: /metrics) came, or a cookie is set.
 */
function sessionDependent(req: FastifyRequest, reply: FastifyReply): boolean {
  return (
    req.user !== null ||
    req.authSession !== null ||
    reply.hasHeader("set-cookie") ||
    req.headers.authorization !== undefined ||
    carriesSessionCookie(req)
  );
}

/**
 * One onSend hook, decided from the matched route (decision 200), never from the URL text
 * (decision 508):
 * - an answer that sets a cookie, or that answers a request carrying the session cookie (or a
 *   bearer token), is `no-store` (a route's own `private` or `no-store` value is kept: private
 *   uploads, decision 380), unless its route declares `caching: "public"` and it sets no cookie;
 * - every other API answer is `no-store` too (JSON answers carry the caller's `can_*`; none has a
 *   validator to revalidate with);
 * - a page (or any other answer) for a visitor without a session keeps its caching and gains
 *   `Vary: Cookie, Accept-Language`: it differs for a signed-in person and by locale.
 * Registered after CSRF, so the XSRF cookie that hook sets is seen here; errors (401, 403, 404,
 * 419, 429 ...) pass through onSend like any answer.
 */
export function registerPrivateAnswers(app: FastifyInstance) {
  app.addHook("onSend", (req, reply, payload, done) => {
    const setsCookie = reply.hasHeader("set-cookie");
    if (req.routeOptions.config?.caching === "public" && !setsCookie) return done(null, payload);
    if (isApiRoute(req) || sessionDependent(req, reply)) {
      if (!keepsPrivate(header(reply, "cache-control"))) reply.header("cache-control", privateCacheControl);
    } else {
      addVary(reply, pageVary);
    }
    done(null, payload);
  });
}
