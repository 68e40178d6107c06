import { isApiError } from "./api-error";

/** The API's message for a failed call (422 field messages first), or the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
  return first ?? (error.message || fallback);
}
