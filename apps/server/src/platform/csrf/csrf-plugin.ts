import { randomBytes, timingSafeEqual } from "node:crypto";
import { noContentSchema } from "@guildforge/contracts";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Config } from "../../config/config.ts";
import { errors } from "../errors.ts";
import { isApiRoute } from "../kernel/api-scope.ts";
import { cookieName, cookiesSecure, readCookie, setCookie } from "../sessions/cookies.ts";
import { createCsrfToken, verifyCsrfToken } from "./csrf-token.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** CSRF for page forms that post to React Router actions (decision 535). */
    pageForms: PageForms;
  }
  interface FastifyRequest {
    /**
     * A page POST whose form token and origin passed: only then do its action's in-process API
     * calls carry the in-process mark that stands for the API's own token (decision 535).
     */
    pageFormTrusted: boolean;
  }
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

export interface PageForms {
  /** The hidden `_csrf` value for the forms of the page this request renders. */
  token(req: FastifyRequest): string;
  /**
   * Checks a page POST: a cross-site one is refused (403), a body that is no web form is refused
   * (415); otherwise whether its token belongs to this visitor (false: the action runs, but its
   * API calls are refused as the API refuses a missing token, and the form says so).
   */
  check(req: FastifyRequest, token: string | undefined): Error | boolean;
  /** The header and value that mark an in-process API call of a trusted page POST. */
  readonly inProcessHeader: string;
  readonly inProcessValue: string;
}

/** The form field that carries a page form's token. */
export const formTokenField = "_csrf";
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

  /**
   * Page forms: a signed-in visitor's token is bound to the user (a session id rotates while the
   * page's own loaders run), a visitor with the pre-session cookie to it, and a visitor with no
   * cookie at all to nothing, which is accepted only from a page of this site by Origin.
   */
  const inProcessValue = randomBytes(32).toString("base64url");
  const inProcessHeader = "x-guildforge-in-process";
  const anonymous = "a:";
  const formBinding = (req: FastifyRequest): string => {
    if (req.user) return `u:${req.user.id}`;
    return binding(req, null) ?? anonymous;
  };
  const sameOriginByHeader = (req: FastifyRequest): boolean =>
    req.headers["sec-fetch-site"] === "same-origin" ||
    req.headers.origin === appOrigin ||
    req.headers.origin === `${req.protocol}://${req.host}`;
  // A signed-in person's token names them (`u<id>~<token>`): when their session has ended before
  // they send (signed out in another tab, expired), the POST still reaches the action, whose API
  // call then says "Please sign in to continue." instead of a form that merely "expired".
  const userToken = (token: string | undefined): { id: number; rest: string } | null => {
    const match = /^u(\d{1,10})~(.+)$/.exec(token ?? "");
    return match ? { id: Number(match[1]), rest: match[2] as string } : null;
  };
  app.decorate("pageForms", {
    token: (req: FastifyRequest) =>
      req.user
        ? `u${req.user.id}~${createCsrfToken(config.appKey, `u:${req.user.id}`)}`
        : createCsrfToken(config.appKey, formBinding(req)),
    check(req: FastifyRequest, token: string | undefined) {
      if (req.headers["sec-fetch-site"] === "cross-site" || !originAllowed(req, appOrigin)) {
        return errors.forbidden(/*i18n*/ { id: "error.cross_site", message: "Cross-site requests are not allowed." });
      }
      if (!formTypes.includes(mediaType(req))) {
        return errors.unsupportedMediaType("Send the form as a web form.");
      }
      const named = userToken(token);
      if (named) {
        const genuine = verifyCsrfToken(config.appKey, `u:${named.id}`, named.rest);
        // Another person's token never counts; the person's own does, also with no session left.
        return genuine && (req.user ? req.user.id === named.id : true);
      }
      const bound = formBinding(req);
      if (bound !== anonymous && !req.user && verifyCsrfToken(config.appKey, bound, token)) return true;
      // A token made for no one is only as good as the browser's word that this site sent it.
      return verifyCsrfToken(config.appKey, anonymous, token) && sameOriginByHeader(req);
    },
    inProcessHeader,
    inProcessValue,
  } satisfies PageForms);
  app.decorateRequest("pageFormTrusted", false);
  const isInProcess = (req: FastifyRequest): boolean => {
    const mark = req.headers[inProcessHeader];
    if (typeof mark !== "string" || mark.length !== inProcessValue.length) return false;
    return timingSafeEqual(Buffer.from(mark), Buffer.from(inProcessValue));
  };

  /** The error that refuses an unsafe API request, or null when it may go on. */
  function refusal(req: FastifyRequest): Error | null {
    if (req.headers["sec-fetch-site"] === "cross-site" || !originAllowed(req, appOrigin)) {
      return errors.forbidden(/*i18n*/ { id: "error.cross_site", message: "Cross-site requests are not allowed." });
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
    // An action's call for a page POST that passed pageForms.check (its token and origin).
    if (isInProcess(req)) return null;
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
