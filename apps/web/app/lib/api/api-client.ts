import { API_RETRIES, API_RETRY_DELAY_MS } from "../constants";
import { type ApiError, apiErrorFromFailure, apiErrorFromResponse } from "./api-error";
import { readBrowserCookie } from "./cookies";
import { createSlowRequestStats, type SlowRequestRecorder } from "./slow-request-stats";
import { type UploadFetch, type UploadProgress, xhrUpload } from "./upload-request";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export const CSRF_COOKIE = "XSRF-TOKEN";
export const CSRF_HEADER = "X-XSRF-TOKEN";
export const CSRF_COOKIE_PATH = "/api/csrf-cookie";
/** Laravel's "page expired": the CSRF token is missing or stale. */
const CSRF_MISMATCH_STATUS = 419;

export interface RequestOptions {
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as multipart/form-data instead of `body` (file uploads; the browser sets the boundary). */
  form?: FormData;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: the failure goes straight to the caller, nothing shown or reported (docs/product.md#calls GET /api/user). */
  handleErrors?: boolean;
  /** true: no user-visible message; the failure is still reported and thrown (notification calls). */
  silent?: boolean;
  /** A write's Idempotency-Key chosen by the caller, so a retry the person asks for reuses it (message sends). */
  idempotencyKey?: string;
  /** With `form`: told how far the upload has gone (sent through XMLHttpRequest, decision 524). */
  onUploadProgress?: (progress: UploadProgress) => void;
}

export interface ErrorContext {
  method: HttpMethod;
  path: string;
  silent: boolean;
}
export type ApiErrorHandler = (error: ApiError, context: ErrorContext) => void;

export interface ApiClientDeps {
  baseUrl: string;
  fetch: typeof fetch;
  /** The fetch for an upload that reports its progress. */
  upload: UploadFetch;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  isOnline: () => boolean;
  readCookie: (name: string) => string | undefined;
  /** The page's language (`<html lang>`), sent as `x-page-language`: the API's messages come in it. */
  pageLanguage: () => string | undefined;
  randomId: () => string;
  onError: ApiErrorHandler | undefined;
  slowStats: SlowRequestRecorder;
  retries: number;
  retryDelayMs: number;
}

function defaultBaseUrl(): string {
  const configured = import.meta.env?.VITE_API_BASE_URL;
  return typeof configured === "string" ? configured.replace(/\/+$/, "") : "";
}

const defaults = (): ApiClientDeps => ({
  baseUrl: defaultBaseUrl(),
  fetch: (input, init) => globalThis.fetch(input, init),
  upload: xhrUpload,
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => performance.now(),
  isOnline: () => (typeof navigator === "undefined" ? true : navigator.onLine !== false),
  readCookie: readBrowserCookie,
  pageLanguage: () => (typeof document === "undefined" ? undefined : document.documentElement.lang || undefined),
  randomId: () => crypto.randomUUID(),
  onError: undefined,
  slowStats: createSlowRequestStats(),
  retries: API_RETRIES,
  retryDelayMs: API_RETRY_DELAY_MS,
});

function buildUrl(baseUrl: string, path: string, query: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value != null) params.set(key, String(value));
  const search = params.toString();
  return `${baseUrl}${path}${search ? (path.includes("?") ? "&" : "?") + search : ""}`;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined;
  const text = await response.text();
  if (text === "") return undefined;
  const type = response.headers.get("content-type") ?? "";
  if (!type.includes("json")) return text;
  return JSON.parse(text) as unknown;
}

/** Thrown inside the attempt loop for an HTTP error response; carries whether a retry is allowed. */
class HttpFailure {
  readonly error: ApiError;
  readonly status: number;
  constructor(error: ApiError, status: number) {
    this.error = error;
    this.status = status;
  }
}

/**
 * The docs/product.md#calls client: JSON both ways, `Accept: application/json`, `X-Requested-With: XMLHttpRequest`,
 * cookies included, configured base URL. Network failures and 5xx are retried 2 times 1 s apart
 * (never 4xx, never offline). Writes carry one Idempotency-Key for all their attempts (uploads too:
 * `form` sends a FormData, which can be sent again). CSRF as
 * Laravel Sanctum: fetch `XSRF-TOKEN` when missing, echo it in `X-XSRF-TOKEN`, refresh once on 419.
 */
export function createApiClient(overrides: Partial<ApiClientDeps> = {}) {
  const deps: ApiClientDeps = { ...defaults(), ...overrides };

  async function send(
    method: HttpMethod,
    url: string,
    init: RequestInit,
    statsPath: string,
    onUploadProgress?: RequestOptions["onUploadProgress"],
  ): Promise<Response> {
    const started = deps.now();
    try {
      if (onUploadProgress && init.body instanceof FormData)
        return await deps.upload(url, { ...init, method, credentials: "include" }, onUploadProgress);
      return await deps.fetch(url, { ...init, method, credentials: "include" });
    } finally {
      deps.slowStats.record(statsPath, deps.now() - started);
    }
  }

  async function refreshCsrfCookie(signal: AbortSignal | undefined): Promise<void> {
    const headers = { Accept: "application/json", "X-Requested-With": "XMLHttpRequest" };
    const response = await send("GET", `${deps.baseUrl}${CSRF_COOKIE_PATH}`, { headers, signal }, CSRF_COOKIE_PATH);
    await response.body?.cancel();
  }

  async function attempt<T>(method: HttpMethod, path: string, options: RequestOptions, key: string | undefined) {
    const unsafe = method !== "GET";
    let csrfRefreshed = false;
    for (;;) {
      if (unsafe && !deps.readCookie(CSRF_COOKIE)) await refreshCsrfCookie(options.signal);
      const headers: Record<string, string> = {
        Accept: "application/json",
        "X-Requested-With": "XMLHttpRequest",
        ...options.headers,
      };
      if (options.body !== undefined) headers["Content-Type"] = "application/json";
      if (key) headers["Idempotency-Key"] = key;
      const language = deps.pageLanguage();
      if (language) headers["X-Page-Language"] = language;
      const token = unsafe ? deps.readCookie(CSRF_COOKIE) : undefined;
      if (token) headers[CSRF_HEADER] = token;
      const init: RequestInit = { headers, signal: options.signal };
      if (options.body !== undefined) init.body = JSON.stringify(options.body);
      else if (options.form) init.body = options.form;

      const url = buildUrl(deps.baseUrl, path, options.query);
      const response = await send(method, url, init, path, options.onUploadProgress);
      const body = await readBody(response);
      if (response.ok) return body as T;
      if (response.status === CSRF_MISMATCH_STATUS && unsafe && !csrfRefreshed) {
        csrfRefreshed = true;
        await refreshCsrfCookie(options.signal);
        continue;
      }
      throw new HttpFailure(apiErrorFromResponse(response.status, body), response.status);
    }
  }

  async function request<T = unknown>(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<T> {
    const key = method === "GET" ? undefined : (options.idempotencyKey ?? deps.randomId());
    for (let retry = 0; ; retry++) {
      try {
        return await attempt<T>(method, path, options, key);
      } catch (failure) {
        if (options.signal?.aborted) throw failure;
        const online = deps.isOnline();
        const error = failure instanceof HttpFailure ? failure.error : apiErrorFromFailure(failure, online);
        const retryable = failure instanceof HttpFailure ? failure.status >= 500 : error.code === "NETWORK_ERROR";
        if (retryable && online && retry < deps.retries) {
          await deps.sleep(deps.retryDelayMs);
          continue;
        }
        if (options.handleErrors !== false) deps.onError?.(error, { method, path, silent: options.silent === true });
        throw error;
      }
    }
  }

  return {
    request,
    get: <T = unknown>(path: string, options?: RequestOptions) => request<T>("GET", path, options),
    post: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("POST", path, { ...options, body }),
    put: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PUT", path, { ...options, body }),
    patch: <T = unknown>(path: string, body?: unknown, options?: RequestOptions) =>
      request<T>("PATCH", path, { ...options, body }),
    delete: <T = unknown>(path: string, options?: RequestOptions) => request<T>("DELETE", path, options),
    /** Slow-request statistics (count, slowCount, maxByPath). */
    stats: deps.slowStats.stats,
    setErrorHandler(handler: ApiErrorHandler | undefined): void {
      deps.onError = handler;
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
