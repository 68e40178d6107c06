import type { FastifyInstance, FastifyRequest } from "fastify";
import { pageLanguageHeader } from "../platform/i18n/request-language.ts";

/** `name=value` of a Set-Cookie line, and whether it deletes the cookie. */
function parseSetCookie(line: string): { name: string; value: string; deletes: boolean } | null {
  const [pair = "", ...attributes] = line.split(";");
  const eq = pair.indexOf("=");
  if (eq <= 0) return null;
  const maxAge = attributes.map((a) => a.trim().toLowerCase()).find((a) => a.startsWith("max-age="));
  const deletes = maxAge !== undefined && Number(maxAge.slice("max-age=".length)) <= 0;
  return { name: pair.slice(0, eq).trim(), value: pair.slice(eq + 1).trim(), deletes };
}

function parseCookieHeader(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const eq = part.indexOf("=");
    if (eq <= 0) continue;
    const name = part.slice(0, eq).trim();
    if (!jar.has(name)) jar.set(name, part.slice(eq + 1).trim());
  }
  return jar;
}

/**
 * What a call sends: JSON, or a web form's `FormData` as multipart/form-data (an API route that
 * reads multipart, the bug report's, decision 535), encoded as the browser would.
 */
async function payloadOf(body: unknown): Promise<{ payload: string | Buffer; contentType: string } | undefined> {
  if (body === undefined) return undefined;
  if (body instanceof FormData) {
    const encoded = new Response(body);
    return {
      payload: Buffer.from(await encoded.arrayBuffer()),
      contentType: encoded.headers.get("content-type") ?? "multipart/form-data",
    };
  }
  return { payload: JSON.stringify(body), contentType: "application/json" };
}

const inFlight = new WeakMap<FastifyInstance, Set<Promise<unknown>>>();

function track(app: FastifyInstance, call: Promise<unknown>) {
  const calls = inFlight.get(app) ?? new Set<Promise<unknown>>();
  inFlight.set(app, calls);
  calls.add(call);
  const done = () => calls.delete(call);
  call.then(done, done);
}

/**
 * A page whose visitor went away stops rendering, but its loaders' in-process calls still run:
 * the app's close waits for them (at most `ms`) before its onClose hooks end the job workers and
 * the database pool under them.
 */
export function drainInProcessCalls(app: FastifyInstance, ms = 5000) {
  app.addHook("onClose", async () => {
    const calls = inFlight.get(app);
    if (!calls?.size) return;
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...calls]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, ms);
      }),
    ]);
    clearTimeout(timer);
  });
}

/**
 * Loaders call the API in-process with app.inject: same routes, hooks and auth as the browser,
 * no network hop. The visitor's cookies and origin go along. Cookies the API sets during a page's
 * loaders (session rotation after a role change, a cleared dead session, a fresh XSRF-TOKEN) are
 * kept: later calls of the same page send the new values, and `setCookies()` hands them to the
 * page's response so that they reach the browser.
 */
export function createServerApi(app: FastifyInstance, req: FastifyRequest) {
  const jar = parseCookieHeader(req.headers.cookie);
  const setCookies = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  // The first call may rotate the session or set cookies; parallel loaders would each rotate the
  // same old id and race. So every call waits for the first one, then calls run concurrently.
  let first: Promise<unknown> | null = null;
  // The page's language once the root middleware chose it: the API's texts (notifications) follow it.
  let pageLanguage: string | undefined;

  /** `body` is sent as JSON, or as multipart when it is a `FormData` (a file and its text fields, as a browser's upload is). */
  type Init = { method?: string; body?: unknown; idempotencyKey?: string };
  async function call(url: string, init: Init): Promise<Response> {
    if (first) await first.catch(() => {});
    const running = send(url, init);
    first ??= running;
    track(app, running);
    return running;
  }

  async function send(url: string, init: Init): Promise<Response> {
    const body = await payloadOf(init.body);
    const res = await app.inject({
      method: (init.method ?? "GET") as "GET",
      url: url.startsWith("/api") ? url : `/api${url}`,
      headers: {
        cookie: cookieHeader(),
        accept: "application/json",
        "x-requested-with": "XMLHttpRequest",
        "user-agent": req.headers["user-agent"] ?? "",
        "x-forwarded-for": req.ip,
        ...(pageLanguage ? { [pageLanguageHeader]: pageLanguage } : {}),
        ...(body ? { "content-type": body.contentType } : {}),
        // A page POST that passed its form token and origin check (decision 535) stands for the
        // API's own token on its action's calls; any other call is checked as the browser's are.
        ...(req.pageFormTrusted ? { [app.pageForms.inProcessHeader]: app.pageForms.inProcessValue } : {}),
        // A page form's own key (one per rendered form): a form sent twice writes once.
        ...(init.idempotencyKey ? { "idempotency-key": init.idempotencyKey } : {}),
      },
      payload: body?.payload,
    });
    const headers = new Headers();
    for (const [k, v] of Object.entries(res.headers)) {
      if (Array.isArray(v)) for (const one of v) headers.append(k, one);
      else if (v !== undefined) headers.set(k, String(v));
    }
    for (const line of headers.getSetCookie()) {
      const cookie = parseSetCookie(line);
      if (!cookie) continue;
      if (cookie.deletes) jar.delete(cookie.name);
      else jar.set(cookie.name, cookie.value);
      setCookies.set(cookie.name, line);
    }
    return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
  }

  return {
    fetch: (url: string, init: Init = {}) => call(url, init),

    /** The hidden `_csrf` value for this page's forms (decision 535). */
    formToken: () => app.pageForms.token(req),

    setLanguage(language: string) {
      pageLanguage = language;
    },

    /** Set-Cookie lines from the API calls made so far (the last one per cookie name). */
    setCookies(): string[] {
      return [...setCookies.values()];
    },
  };
}
