import { randomBytes } from "node:crypto";
import { noContentSchema } from "@guildforge/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/config.ts";
import { errors } from "../errors.ts";
import { isApiRoute } from "../kernel/api-scope.ts";
import { cookieName, cookiesSecure, readCookie, setCookie } from "../sessions/cookies.ts";
import { createCsrfToken, verifyCsrfToken } from "./csrf-token.ts";

declare module "fastify" {
  interface FastifyContextConfig {
    /** `false` exempts a route from the CSRF token check (Origin checks still apply). */
    csrf?: boolean;
    /** Accept form-urlencoded / multipart bodies on this route (JSON only otherwise). */
    allowForm?: boolean;
    /** Always send a fresh XSRF-TOKEN cookie (GET /api/csrf-cookie). */
    issueXsrf?: boolean;
    /**
     * A `navigator.sendBeacon` target (POST /api/vitals, decision 321): a text/plain body is
     * accepted too (the route parses it as JSON). Origin checks still apply.
     */
    beacon?: boolean;
    /**
     * Exactly the body media types this route accepts, instead of the rules above (POST
     * /api/csp-reports: the browsers' two report types, decision 411).
     */
    bodyTypes?: readonly string[];
  }
}

export const xsrfCookieName = "XSRF-TOKEN";
export const xsrfHeaderName = "x-xsrf-token";
const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);
const formTypes = ["application/x-www-form-urlencoded", "multipart/form-data"];

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers["content-length"];
  return (length !== undefined && length !== "0") || req.headers["transfer-encoding"] !== undefined;
}

function mediaType(req: FastifyRequest): string {
  return String(req.headers["content-type"] ?? "")
    .split(";")[0]
    ?.trim()
    .toLowerCase() as string;
}

/** Origin is acceptable when absent, or APP_URL's origin, or the request's own scheme + host. */
function originAllowed(req: FastifyRequest, appOrigin: string): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (origin === appOrigin) return true;
  return origin === `${req.protocol}://${req.host}`;
}

/**
 * CSRF protection for the cookie-session API, as Laravel Sanctum does it: `XSRF-TOKEN` cookie
 * (readable by scripts) echoed in `X-XSRF-TOKEN` on every unsafe request, plus Origin and
 * Sec-Fetch-Site checks and JSON-only bodies (no "simple" cross-site form posts).
 */
export function registerCsrf(app: FastifyInstance, config: Config) {
  const appOrigin = new URL(config.appUrl).origin;
  const secure = cookiesSecure(config);
  const preSessionName = cookieName(config, "guildforge_csrf");

  /** The secret the token is bound to: the session, else the pre-session cookie (made on demand). */
  function binding(req: FastifyRequest, reply: FastifyReply | null): string | null {
    if (req.authSession) return `s:${req.authSession.id}`;
    let pre = readCookie(req, preSessionName);
    if (!pre || pre.length < 32) {
      if (!reply) return null;
      pre = randomBytes(32).toString("base64url");
      setCookie(reply, preSessionName, pre, { httpOnly: true, secure });
      // Later calls in this request (onSend) must see the same value.
      req.headers.cookie = `${req.headers.cookie ? `${req.headers.cookie}; ` : ""}${preSessionName}=${pre}`;
    }
    return `p:${pre}`;
  }

  /** The error that refuses an unsafe API request, or null when it may go on. */
  function refusal(req: FastifyRequest): Error | null {
    if (req.headers["sec-fetch-site"] === "cross-site" || !originAllowed(req, appOrigin)) {
      return errors.forbidden("Cross-site requests are not allowed.");
    }
    const routeConfig = req.routeOptions.config;
    if (hasBody(req)) {
      const type = mediaType(req);
      const allowed = routeConfig?.bodyTypes
        ? routeConfig.bodyTypes.includes(type)
        : type === "application/json" ||
          (routeConfig?.allowForm === true && formTypes.includes(type)) ||
          (routeConfig?.beacon === true && type === "text/plain");
      if (!allowed) return errors.unsupportedMediaType();
    }
    if (routeConfig?.csrf === false) return null;
    const bound = binding(req, null);
    const header = req.headers[xsrfHeaderName];
    if (!bound || !verifyCsrfToken(config.appKey, bound, Array.isArray(header) ? header[0] : header)) {
      return errors.csrf();
    }
    return null;
  }

  // Callback hooks (no promise per request): these run on every API call.
  app.addHook("onRequest", (req, _reply, done) => {
    if (safeMethods.has(req.method) || !isApiRoute(req)) return done();
    const refused = refusal(req);
    if (refused) return done(refused);
    done();
  });

  // Like Laravel, API responses carry a valid XSRF-TOKEN for the session as it is now (sign-in and
  // sign-out change the binding); it is only re-issued when the current one is stale. A request
  // with no cookies and no session (a first visit, a health check, a crawler) gets none: the SPA
  // asks GET /api/csrf-cookie before its first unsafe call (decision 051).
  app.addHook("onSend", (req, reply, payload, done) => {
    if (!isApiRoute(req)) return done(null, payload);
    const fresh = req.routeOptions.config?.issueXsrf === true;
    if (!fresh && !req.authSession && !req.headers.cookie) return done(null, payload);
    const bound = binding(req, reply) as string;
    if (fresh || !verifyCsrfToken(config.appKey, bound, readCookie(req, xsrfCookieName))) {
      setCookie(reply, xsrfCookieName, createCsrfToken(config.appKey, bound), { httpOnly: false, secure });
    }
    done(null, payload);
  });
}

/** GET /api/csrf-cookie: 204; the onSend hook above sets the cookie. */
export async function csrfCookieRoute(app: FastifyInstance) {
  app.get(
    "/csrf-cookie",
    {
      config: { access: "public", issueXsrf: true },
      schema: {
        tags: ["Auth"],
        summary: "Set a fresh XSRF-TOKEN cookie (echo it in X-XSRF-TOKEN on unsafe requests)",
        response: { 204: noContentSchema },
      },
    },
    async (_req, reply) => reply.status(204).send(),
  );
}
