import type { FastifyInstance, FastifyRequest } from "fastify";

/**
 * Loaders call the API in-process with app.inject: same routes, hooks and auth as the browser,
 * no network hop. The visitor's cookies and origin go along.
 */
export function createServerApi(app: FastifyInstance, req: FastifyRequest) {
  return {
    async fetch(url: string, init: { method?: string; body?: unknown } = {}): Promise<Response> {
      const res = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url: url.startsWith("/api") ? url : `/api${url}`,
        headers: {
          cookie: req.headers.cookie ?? "",
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          "user-agent": req.headers["user-agent"] ?? "",
          "x-forwarded-for": req.ip,
          ...(init.body !== undefined ? { "content-type": "application/json" } : {}),
        },
        payload: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      const headers = new Headers();
      for (const [k, v] of Object.entries(res.headers)) {
        if (Array.isArray(v)) for (const one of v) headers.append(k, one);
        else if (v !== undefined) headers.set(k, String(v));
      }
      return new Response(res.statusCode === 204 ? null : res.body, { status: res.statusCode, headers });
    },
  };
}
