/**
 * "An error shown inline is not toasted as well" (issue 37 point 7, decision 530). The API client
 * hands every failure to the toast handler before it throws it to the caller; the handler waits one
 * task (lib/api/handle-api-error.ts) and toasts only a failure that no form has claimed by then. A
 * form claims one by showing it: `errorMessage()` claims what it shows; a form that writes its own
 * words calls `showInline(error)`. (Route-action forms never reach the
 * API client: their refusals come back from the action, lib/forms/client-action.ts.)
 */
const claimed = new WeakSet<object>();

/** Marks a failure as shown inline by the form that caught it, so no toast repeats it. */
export function showInline<T>(error: T): T {
  if (typeof error === "object" && error !== null) claimed.add(error);
  return error;
}

export function isShownInline(error: unknown): boolean {
  return typeof error === "object" && error !== null && claimed.has(error);
}

/**
 * Failures the SPEC's toast says best, with its action: offline or no answer (status 0), signed out
 * (401, "Login"), server trouble (5xx, "Retry"). A form whose own words for them would only be a
 * generic "could not … just now" leaves them to the toast (`if (leftToToast(error)) return;`), so
 * they are still said once.
 */
export function leftToToast(error: unknown): boolean {
  if (typeof error !== "object" || error === null || !("status" in error)) return false;
  const status = (error as { status: unknown }).status;
  return typeof status === "number" && (status === 0 || status === 401 || status >= 500);
}
