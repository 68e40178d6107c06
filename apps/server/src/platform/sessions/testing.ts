import type { FastifyInstance, LightMyRequestResponse } from "fastify";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface SessionClient {
  /** Cookies as the browser would hold them now. */
  cookies: Map<string, string>;
  request(
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  get(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  post(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  put(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  patch(url: string, body?: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  delete(url: string, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  /** GET /api/csrf-cookie then POST /api/login; throws unless 204. */
  login(email: string, password: string, remember?: boolean): Promise<void>;
}

/**
 * A test "browser" for app.inject: keeps cookies between requests and, like the SPA's client,
 * echoes XSRF-TOKEN in X-XSRF-TOKEN on unsafe requests (fetching /api/csrf-cookie first if needed).
 */
export function sessionClient(app: FastifyInstance): SessionClient {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("; ");
  const absorb = (res: LightMyRequestResponse) => {
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number }>) {
      if (c.maxAge === 0 || c.value === "") cookies.delete(c.name);
      else cookies.set(c.name, decodeURIComponent(c.value));
    }
    return res;
  };
  const client: SessionClient = {
    cookies,
    async request(method, url, body, headers = {}) {
      if (method !== "GET" && !cookies.has("XSRF-TOKEN")) {
        absorb(await app.inject({ method: "GET", url: "/api/csrf-cookie", headers: { cookie: cookieHeader() } }));
      }
      const res = await app.inject({
        method,
        url,
        headers: {
          accept: "application/json",
          "x-requested-with": "XMLHttpRequest",
          cookie: cookieHeader(),
          ...(method !== "GET" ? { "x-xsrf-token": cookies.get("XSRF-TOKEN") ?? "" } : {}),
          ...(body !== undefined ? { "content-type": "application/json" } : {}),
          ...headers,
        },
        payload: body === undefined ? undefined : JSON.stringify(body),
      });
      return absorb(res);
    },
    get: (url, headers) => client.request("GET", url, undefined, headers),
    post: (url, body, headers) => client.request("POST", url, body, headers),
    put: (url, body, headers) => client.request("PUT", url, body, headers),
    patch: (url, body, headers) => client.request("PATCH", url, body, headers),
    delete: (url, headers) => client.request("DELETE", url, undefined, headers),
    async login(email, password, remember = false) {
      const res = await client.post("/api/login", { email, password, remember });
      if (res.statusCode !== 204) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
    },
  };
  return client;
}
