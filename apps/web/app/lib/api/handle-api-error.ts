import { reportError } from "../error-reporting/error-reporting";
import { showToast } from "../toast/show-toast";
import { toastForError } from "../toast/toast-for-error";
import type { Navigate } from "../toast/toast-types";
import type { ApiErrorHandler } from "./api-client";
import { isShownInline } from "./shown-inline";

/** Waits until the caller's catch has run: the error is thrown right after the handler returns. */
const afterCaller = (run: () => void) => setTimeout(run, 0);

/**
 * The client's user-facing error handling (docs/product.md#errors): report the failure (the product's filter drops
 * 3xx/4xx) and, unless the call is silent or the form that caught the failure shows it inline
 * (lib/api/shown-inline.ts, decision 530), show the toast for its status.
 * Wire it once in the root: `api.setErrorHandler(createApiErrorHandler(navigate))`.
 */
export function createApiErrorHandler(
  navigate?: Navigate,
  later: (run: () => void) => void = afterCaller,
): ApiErrorHandler {
  return (error, context) => {
    reportError(error);
    if (context.silent) return;
    later(() => {
      if (!isShownInline(error)) showToast(toastForError(error, { navigate }));
    });
  };
}
