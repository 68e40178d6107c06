import { createApiClient, type HttpMethod, type RequestOptions } from "./api-client";

export type { ApiClient, ApiErrorHandler, ErrorContext, HttpMethod, RequestOptions } from "./api-client";
export { ApiError, isApiError } from "./api-error";
export { errorMessage } from "./error-message";
export { isShownInline, leftToToast, showInline } from "./shown-inline";
export type { UploadProgress } from "./upload-request";

/**
 * The app's one API client. Failures are thrown as ApiError; the root wires the user-facing handler
 * once with `api.setErrorHandler(handleApiError)` (lib/api/handle-api-error.ts).
 */
export const api = createApiClient();

/** `apiFetch("/api/x", { method: "POST", body })`: the same client, fetch-shaped. */
export function apiFetch<T = unknown>(
  path: string,
  options: RequestOptions & { method?: HttpMethod } = {},
): Promise<T> {
  const { method = "GET", ...rest } = options;
  return api.request<T>(method, path, rest);
}
