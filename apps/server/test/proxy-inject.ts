import http from "node:http";
import type { Readable } from "node:stream";
import type { InjectOptions, LightMyRequestResponse } from "fastify";

/**
 * `app.inject(...)` over real HTTP, for the harness's proxy mode (proxy-harness.ts): the request
 * light-my-request would build (same URL parsing, default headers, payload encoding) is sent to
 * `baseUrl` (nginx), and the answer is shaped like light-my-request's response as far as the
 * tests read it: statusCode, statusMessage, headers, rawPayload, payload, body, json(), cookies.
 */
export type HttpInject = (options?: InjectOptions | string) => Promise<LightMyRequestResponse> | InjectChain;

/** The chained form, `app.inject().post("/x").headers({...}).payload({...}).end()` (or awaited). */
export interface InjectChain extends PromiseLike<LightMyRequestResponse> {
  get(url: string): InjectChain;
  post(url: string): InjectChain;
  put(url: string): InjectChain;
  patch(url: string): InjectChain;
  delete(url: string): InjectChain;
  head(url: string): InjectChain;
  options(url: string): InjectChain;
  headers(headers: Record<string, string>): InjectChain;
  payload(payload: unknown): InjectChain;
  body(payload: unknown): InjectChain;
  query(query: Record<string, string> | string): InjectChain;
  end(): Promise<LightMyRequestResponse>;
}

/** Options light-my-request simulates in process; a real connection cannot carry them. */
const inProcessOnly = ["remoteAddress", "simulate", "server", "cookies", "signal", "payloadAsStream"] as const;

export function httpInject(baseUrl: () => Promise<string>, agent: http.Agent): HttpInject {
  const send = async (options: InjectOptions | string): Promise<LightMyRequestResponse> =>
    request(await baseUrl(), agent, typeof options === "string" ? { url: options } : options);
  return (options) => (options === undefined ? chain(send) : send(options));
}

function chain(send: (options: InjectOptions) => Promise<LightMyRequestResponse>): InjectChain {
  const options: Record<string, unknown> = {};
  const set = (key: string) => (value: unknown) => {
    options[key] = value;
    return self;
  };
  const method = (name: string) => (url: string) => {
    options.method = name;
    options.url = url;
    return self;
  };
  const end = () => send(options as InjectOptions);
  const self: InjectChain = {
    get: method("GET"),
    post: method("POST"),
    put: method("PUT"),
    patch: method("PATCH"),
    delete: method("DELETE"),
    head: method("HEAD"),
    options: method("OPTIONS"),
    headers: set("headers"),
    payload: set("payload"),
    body: set("body"),
    query: set("query"),
    end,
    // biome-ignore lint/suspicious/noThenProperty: light-my-request's chain is awaitable too.
    then: (onFulfilled, onRejected) => end().then(onFulfilled, onRejected),
  };
  return self;
}

/** light-my-request's parse-url.js: the path and query the in-process request would carry. */
function requestPath(url: string, query: InjectOptions["query"]): { path: string; host: string } {
  const base = "http://localhost";
  const parsed = new URL(url.startsWith("//") ? base + url : url, base);
  if (typeof query === "string") {
    const q = new URLSearchParams(query);
    for (const key of q.keys()) {
      parsed.searchParams.delete(key);
      for (const value of q.getAll(key)) parsed.searchParams.append(key, value);
    }
  } else if (query) {
    for (const [key, value] of Object.entries(query)) {
      if (Array.isArray(value)) {
        parsed.searchParams.delete(key);
        for (const v of value) parsed.searchParams.append(key, String(v));
      } else parsed.searchParams.set(key, String(value));
    }
  }
  const host = parsed.port ? parsed.host : `${parsed.hostname}:${parsed.protocol === "https:" ? 443 : 80}`;
  return { path: parsed.pathname + parsed.search, host };
}

function request(baseUrl: string, agent: http.Agent, options: InjectOptions): Promise<LightMyRequestResponse> {
  for (const key of inProcessOnly) {
    if ((options as Record<string, unknown>)[key] !== undefined)
      throw new Error(
        `inject option "${key}" is simulated in process by light-my-request and cannot travel through the proxy (TEST_VIA_PROXY=1): list this test in apps/server/test/proxy-exclusions.ts with the reason.`,
      );
  }
  const url = options.url ?? options.path;
  if (typeof url !== "string") throw new Error("proxy inject: `url` must be a string");
  const { path, host } = requestPath(url, options.query);
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.map(String) : String(value);
  }
  if (!("user-agent" in (options.headers ?? {}))) headers["user-agent"] = "lightMyRequest";
  headers.host ??= (options.authority as string | undefined) ?? host;
  let payload = (options.payload ?? options.body ?? null) as unknown;
  const streamed = typeof (payload as { resume?: unknown } | null)?.resume === "function";
  if (payload && typeof payload !== "string" && !streamed && !Buffer.isBuffer(payload)) {
    payload = JSON.stringify(payload);
    headers["content-type"] ??= "application/json";
  }
  if (payload && !streamed && headers["content-length"] === undefined)
    headers["content-length"] = String(Buffer.byteLength(payload as string | Buffer));
  const target = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: (options.method ?? "GET").toUpperCase(),
        path,
        headers,
        // Sent as given: light-my-request does not validate header values either.
        insecureHTTPParser: true,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("error", reject);
        res.on("end", () => resolve(shape(res, Buffer.concat(chunks))));
      },
    );
    req.on("error", reject);
    if (streamed) (payload as Readable).pipe(req);
    else req.end(payload || undefined);
  });
}

function shape(res: http.IncomingMessage, rawPayload: Buffer): LightMyRequestResponse {
  const payload = rawPayload.toString();
  const response = {
    raw: { res },
    headers: res.headers,
    statusCode: res.statusCode ?? 0,
    statusMessage: res.statusMessage ?? "",
    trailers: res.trailers,
    rawPayload,
    payload,
    body: payload,
    json: () => JSON.parse(payload),
    stream: () => {
      throw new Error("proxy inject: stream() is not supported; read body or rawPayload");
    },
    get cookies() {
      return parseSetCookies(res.headers["set-cookie"] ?? []);
    },
  };
  return response as unknown as LightMyRequestResponse;
}

/** set-cookie-parser's parse (light-my-request's `cookies`): decoded values, typed attributes. */
export function parseSetCookies(lines: string[]): Array<Record<string, unknown>> {
  const cookies: Array<Record<string, unknown>> = [];
  for (const line of lines) {
    const [pair = "", ...parts] = line.split(";");
    if (!pair.trim()) continue;
    const eq = pair.indexOf("=");
    const name = eq >= 0 ? pair.slice(0, eq).trim() : "";
    let value = eq >= 0 ? pair.slice(eq + 1).trim() : pair.trim();
    if (!name && !value) continue;
    try {
      value = decodeURIComponent(value);
    } catch {}
    const cookie: Record<string, unknown> = { name, value };
    for (const part of parts) {
      const [rawKey = "", ...rest] = part.split("=");
      const key = rawKey.trim().toLowerCase();
      const v = rest.join("=").trim();
      if (key === "name" || key === "value") continue;
      if (key === "expires") {
        const d = new Date(v);
        if (!Number.isNaN(d.getTime())) cookie.expires = d;
      } else if (key === "max-age") {
        if (/^-?\d+$/.test(v)) cookie.maxAge = Number.parseInt(v, 10);
      } else if (key === "secure") cookie.secure = true;
      else if (key === "httponly") cookie.httpOnly = true;
      else if (key === "samesite") cookie.sameSite = v;
      else if (key === "partitioned") cookie.partitioned = true;
      else if (key) cookie[key] = v;
    }
    cookies.push(cookie);
  }
  return cookies;
}
