import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type ApiClientDeps, createApiClient } from "./api-client";
import { ApiError, NETWORK_MESSAGE, OFFLINE_MESSAGE } from "./api-error";
import { createSlowRequestStats } from "./slow-request-stats";

type Reply = Response | Error;
interface Call {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

function json(status: number, body?: unknown): Response {
  if (body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A scripted fetch: each call takes the next reply; `/api/csrf-cookie` sets the cookie jar. */
function setup(replies: Reply[], overrides: Partial<ApiClientDeps> = {}) {
  const calls: Call[] = [];
  const jar: { token?: string } = { token: "tok%3D1" };
  let ids = 0;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>));
    calls.push({
      url: String(input),
      method: init?.method ?? "GET",
      headers,
      body: init?.body instanceof FormData ? init.body : init?.body ? JSON.parse(String(init.body)) : undefined,
      credentials: init?.credentials,
    });
    if (String(input).endsWith("/api/csrf-cookie")) {
      jar.token = `fresh%20${calls.length}`;
      return new Response(null, { status: 204 });
    }
    const next = replies.shift();
    if (!next) throw new Error("no scripted reply left");
    if (next instanceof Error) throw next;
    return next;
  });
  const onError = vi.fn();
  const client = createApiClient({
    baseUrl: "https://api.example.test",
    fetch: fetch as unknown as typeof globalThis.fetch,
    isOnline: () => true,
    readCookie: (name) => (name === "XSRF-TOKEN" && jar.token ? decodeURIComponent(jar.token) : undefined),
    randomId: () => `key-${++ids}`,
    onError,
    ...overrides,
  });
  return { client, calls, jar, onError, fetch };
}

const networkDown = () => new TypeError("Failed to fetch");

describe("api client: request shape (docs/product.md#calls)", () => {
  it("sends JSON with Accept JSON, X-Requested-With and cookies to the base URL", async () => {
    const { client, calls } = setup([json(200, { ok: true })]);
    const result = await client.post("/api/things", { a: 1 }, { query: { page: 2, skip: undefined } });
    expect(result).toEqual({ ok: true });
    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call?.url).toBe("https://api.example.test/api/things?page=2");
    expect(call?.method).toBe("POST");
    expect(call?.credentials).toBe("include");
    expect(call?.body).toEqual({ a: 1 });
    expect(call?.headers).toMatchObject({
      Accept: "application/json",
      "X-Requested-With": "XMLHttpRequest",
      "Content-Type": "application/json",
    });
  });

  it("names the page's language, so the API's messages come in it (issue 39)", async () => {
    const { client, calls } = setup([json(200, {}), json(200, {})], { pageLanguage: () => "de" });
    await client.get("/a");
    expect(calls[0]?.headers["X-Page-Language"]).toBe("de");
    const english = setup([json(200, {})], { pageLanguage: () => undefined });
    await english.client.get("/a");
    expect("X-Page-Language" in (english.calls[0]?.headers ?? {})).toBe(false);
  });

  it("returns undefined for 204 and text for non-JSON bodies", async () => {
    const { client } = setup([json(204), new Response("plain", { status: 200 })]);
    expect(await client.get("/a")).toBeUndefined();
    expect(await client.get("/b")).toBe("plain");
  });

  it.each([
    ["GET", false],
    ["POST", true],
    ["PUT", true],
    ["PATCH", true],
    ["DELETE", true],
  ] as const)("%s carries an Idempotency-Key: %s", async (method, expected) => {
    const { client, calls } = setup([json(204)]);
    await client.request(method, "/api/x");
    expect("Idempotency-Key" in (calls.at(-1)?.headers ?? {})).toBe(expected);
    expect(X_XSRF(calls.at(-1)) !== undefined).toBe(expected);
  });
});

function X_XSRF(call: Call | undefined): string | undefined {
  return call?.headers["X-XSRF-TOKEN"];
}

describe("api client: retries (docs/product.md#calls, #constants: 2 retries, 1 s apart)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it.each([
    { name: "500 then success", replies: [json(500), json(200, 1)], attempts: 2, ok: true },
    { name: "503, 502 then success", replies: [json(503), json(502), json(200, 1)], attempts: 3, ok: true },
    { name: "three 500s: gives up", replies: [json(500), json(500), json(500)], attempts: 3, ok: false },
    { name: "network error then success", replies: [networkDown(), json(200, 1)], attempts: 2, ok: true },
    { name: "400: no retry", replies: [json(400, { message: "bad" })], attempts: 1, ok: false },
    { name: "401: no retry", replies: [json(401)], attempts: 1, ok: false },
    { name: "404: no retry", replies: [json(404)], attempts: 1, ok: false },
    { name: "422: no retry", replies: [json(422, { message: "x", errors: { a: ["A"] } })], attempts: 1, ok: false },
    { name: "429: no retry", replies: [json(429)], attempts: 1, ok: false },
  ])("$name", async ({ replies, attempts, ok }) => {
    const { client, calls } = setup(replies);
    const outcome = client.get("/api/x").then(
      () => "ok",
      (e: unknown) => e,
    );
    await vi.runAllTimersAsync();
    const result = await outcome;
    expect(calls).toHaveLength(attempts);
    if (ok) expect(result).toBe("ok");
    else expect(result).toBeInstanceOf(ApiError);
  });

  it("waits exactly 1 s before each retry", async () => {
    const { client, calls } = setup([json(500), json(500), json(200, "done")]);
    const result = client.get("/api/x");
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(3);
    await expect(result).resolves.toBe("done");
  });

  it("never retries while offline and reports OFFLINE_ERROR", async () => {
    const { client, calls } = setup([networkDown(), json(200)], { isOnline: () => false });
    const outcome = client.get("/api/x").catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = (await outcome) as ApiError;
    expect(calls).toHaveLength(1);
    expect(error.code).toBe("OFFLINE_ERROR");
    expect(error.message).toBe(OFFLINE_MESSAGE);
  });

  it("gives NETWORK_ERROR after the retries fail", async () => {
    const { client, calls } = setup([networkDown(), networkDown(), networkDown()]);
    const outcome = client.get("/api/x").catch((e: unknown) => e);
    await vi.runAllTimersAsync();
    const error = (await outcome) as ApiError;
    expect(calls).toHaveLength(3);
    expect(error.code).toBe("NETWORK_ERROR");
    expect(error.message).toBe(NETWORK_MESSAGE);
  });

  it("keeps the same Idempotency-Key on every retry of one write, a new one per call", async () => {
    const { client, calls } = setup([json(500), networkDown(), json(201, {}), json(201, {})]);
    const first = client.post("/api/x", { v: 1 });
    await vi.runAllTimersAsync();
    await first;
    await client.post("/api/x", { v: 2 });
    const keys = calls.map((c) => c.headers["Idempotency-Key"]);
    expect(keys).toEqual(["key-1", "key-1", "key-1", "key-2"]);
  });

  it("uses the caller's Idempotency-Key when given, so a retry the person asks for reuses it", async () => {
    const { client, calls } = setup([json(422, { message: "x", errors: {} }), json(201, {})]);
    await client.post("/api/x", { v: 1 }, { idempotencyKey: "send-7" }).catch(() => undefined);
    await client.post("/api/x", { v: 1 }, { idempotencyKey: "send-7" });
    expect(calls.map((c) => c.headers["Idempotency-Key"])).toEqual(["send-7", "send-7"]);
  });

  it("sends a form as multipart (no JSON Content-Type) and sends the same form again on a retry", async () => {
    const { client, calls } = setup([json(503), json(201, { id: 1 })]);
    const form = new FormData();
    form.append("photo", new Blob(["png"], { type: "image/png" }), "forge.png");
    const result = client.post("/api/venues/1/photos", undefined, { form });
    await vi.runAllTimersAsync();
    expect(await result).toEqual({ id: 1 });
    expect(calls.map((c) => c.body)).toEqual([form, form]);
    expect(calls.map((c) => c.headers["Content-Type"])).toEqual([undefined, undefined]);
    expect(calls.map((c) => c.headers["Idempotency-Key"])).toEqual(["key-1", "key-1"]);
    expect(X_XSRF(calls[1])).toBeDefined();
  });
});

describe("api client: upload progress (decision 524)", () => {
  it("sends a form with onUploadProgress through the upload fetch, same headers and key, and reports its progress", async () => {
    const upload = vi.fn(
      async (
        url: string,
        init: RequestInit & { method: string },
        onProgress: (p: { loaded: number; total: number }) => void,
      ) => {
        onProgress({ loaded: 50, total: 200 });
        onProgress({ loaded: 200, total: 200 });
        const headers = init.headers as Record<string, string>;
        expect(url).toBe("https://api.example.test/api/classes/3/images");
        expect(init.method).toBe("POST");
        expect(init.credentials).toBe("include");
        expect(headers["Idempotency-Key"]).toBe("key-1");
        expect(headers["X-XSRF-TOKEN"]).toBe("tok=1");
        expect(headers["X-Requested-With"]).toBe("XMLHttpRequest");
        expect(headers["Content-Type"]).toBeUndefined();
        return json(200, { id: 3 });
      },
    );
    const { client, fetch } = setup([], { upload });
    const form = new FormData();
    form.append("cover", new Blob(["png"], { type: "image/png" }), "cover.png");
    const seen: number[] = [];
    const result = await client.post("/api/classes/3/images", undefined, {
      form,
      onUploadProgress: (p) => seen.push(p.loaded / p.total),
    });
    expect(result).toEqual({ id: 3 });
    expect(seen).toEqual([0.25, 1]);
    expect(upload).toHaveBeenCalledTimes(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("keeps plain fetch for a form without onUploadProgress", async () => {
    const upload = vi.fn();
    const { client, fetch } = setup([json(201, {})], { upload });
    await client.post("/api/x", undefined, { form: new FormData() });
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(upload).not.toHaveBeenCalled();
  });
});

describe("api client: CSRF as Sanctum", () => {
  it("fetches /api/csrf-cookie first when the XSRF-TOKEN cookie is missing, then sends it decoded", async () => {
    const { client, calls, jar } = setup([json(204)]);
    delete jar.token;
    await client.post("/api/login", { email: "a" });
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "GET https://api.example.test/api/csrf-cookie",
      "POST https://api.example.test/api/login",
    ]);
    expect(calls[0]?.credentials).toBe("include");
    expect(X_XSRF(calls[1])).toBe("fresh 1");
  });

  it("does not fetch the cookie for GET or when it is present", async () => {
    const { client, calls, jar } = setup([json(200, 1), json(204)]);
    delete jar.token;
    await client.get("/api/user");
    jar.token = "abc%2Fdef";
    await client.delete("/api/x");
    expect(calls.map((c) => c.url)).toEqual(["https://api.example.test/api/user", "https://api.example.test/api/x"]);
    expect(X_XSRF(calls[1])).toBe("abc/def");
  });

  it("on 419 refreshes the cookie once and retries with the same Idempotency-Key", async () => {
    const { client, calls } = setup([json(419), json(204)]);
    await client.patch("/api/x");
    expect(calls.map((c) => `${c.method} ${c.url.replace("https://api.example.test", "")}`)).toEqual([
      "PATCH /api/x",
      "GET /api/csrf-cookie",
      "PATCH /api/x",
    ]);
    expect(calls[0]?.headers["Idempotency-Key"]).toBe(calls[2]?.headers["Idempotency-Key"]);
    expect(X_XSRF(calls[2])).toBe("fresh 2");
  });

  it("a second 419 is an error, not a loop", async () => {
    const { client, calls } = setup([
      json(419),
      json(419, { error: { message: "CSRF token mismatch.", code: "X", status: 419 } }),
    ]);
    await expect(client.post("/api/x")).rejects.toMatchObject({ status: 419, code: "API_ERROR" });
    expect(calls).toHaveLength(3);
  });
});

describe("api client: error handling options", () => {
  it.each([
    { options: {}, handled: true, silent: false },
    { options: { silent: true }, handled: true, silent: true },
    { options: { handleErrors: false }, handled: false, silent: false },
  ])("options $options", async ({ options, handled, silent }) => {
    const { client, onError } = setup([json(404, { error: { message: "Nope", code: "NOT_FOUND", status: 404 } })]);
    const error = await client.get("/api/user", options).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "API_ERROR", status: 404, message: "Nope" });
    if (handled) expect(onError).toHaveBeenCalledWith(error, { method: "GET", path: "/api/user", silent });
    else expect(onError).not.toHaveBeenCalled();
  });

  it("an aborted call is rethrown as is, without the handler", async () => {
    const controller = new AbortController();
    const abortError = new DOMException("aborted", "AbortError");
    const { client, onError } = setup([abortError]);
    controller.abort();
    await expect(client.get("/x", { signal: controller.signal })).rejects.toBe(abortError);
    expect(onError).not.toHaveBeenCalled();
  });
});

describe("api client: slow-request statistics (> 1 s)", () => {
  it("counts every request, the slow ones, and the max per path", async () => {
    const times = [0, 400, 1000, 2500, 3000, 4001, 5000, 5900];
    const slowStats = createSlowRequestStats();
    const { client } = setup([json(200, 1), json(200, 1), json(200, 1), json(200, 1)], {
      now: () => times.shift() ?? 0,
      slowStats,
    });
    await client.get("/api/a");
    await client.get("/api/a", { query: { q: 1 } });
    await client.get("/api/b");
    await client.get("/api/c");
    expect(client.stats).toEqual({
      count: 4,
      slowCount: 2,
      maxByPath: { "/api/a": 1500, "/api/b": 1001, "/api/c": 900 },
    });
  });
});
