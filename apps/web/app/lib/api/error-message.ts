import { isApiError } from "./api-error";
import { showInline } from "./shown-inline";

/**
 * The API's message for a failed call (422 field messages first), or the fallback. The caller shows
 * it inline, so the failure is claimed and not toasted as well (lib/api/shown-inline.ts).
 */
export function errorMessage(error: unknown, fallback: string): string {
  showInline(error);
  if (!isApiError(error)) return fallback;
  const first = error.errors ? Object.values(error.errors)[0]?.[0] : undefined;
  return first ?? (error.message || fallback);
}
