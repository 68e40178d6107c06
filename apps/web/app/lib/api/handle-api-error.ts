import { reportError } from "../error-reporting/error-reporting";
import { showToast } from "../toast/show-toast";
import { toastForError } from "../toast/toast-for-error";
import type { Navigate } from "../toast/toast-types";
import type { ApiErrorHandler } from "./api-client";

/**
 * The client's user-facing error handling (docs/product.md#errors): report the failure (the product's filter drops
 * 3xx/4xx) and, unless the call is silent, show the toast for its status.
 * Wire it once in the root: `api.setErrorHandler(createApiErrorHandler(navigate))`.
 */
export function createApiErrorHandler(navigate?: Navigate): ApiErrorHandler {
  return (error, context) => {
    reportError(error);
    if (!context.silent) showToast(toastForError(error, { navigate }));
  };
}
