import { msg } from "@lingui/core/macro";
import { browserNavigate, browserReload, type Navigate, type Toast } from "./toast-types";

export const RATE_LIMITED_MESSAGE = msg`Too many requests. Please wait a moment and try again.`;
const unexpected = msg`An unexpected error occurred`;

interface ErrorLike {
  message?: string;
  status?: number;
}

interface Effects {
  navigate?: Navigate;
  reload?: () => void;
}

/** docs/product.md#errors "Toast by status": type, title, duration, message and action for a failed call. */
export function toastForError(error: ErrorLike, effects: Effects = {}): Toast {
  const navigate = effects.navigate ?? browserNavigate;
  const reload = effects.reload ?? browserReload;
  const message = error.message ? error.message : unexpected;
  switch (error.status) {
    case 401:
      return {
        type: "warning",
        title: msg`Authentication Required`,
        message,
        duration: 8_000,
        action: { text: msg`Login`, handler: () => navigate("/login") },
      };
    case 403:
      return { type: "warning", title: msg`Access Denied`, message, duration: 6_000 };
    case 404:
      return { type: "info", title: msg`Not Found`, message, duration: 5_000 };
    case 422:
      return { type: "warning", title: msg`Validation Error`, message, duration: 6_000 };
    case 429:
      return { type: "warning", title: msg`Rate Limited`, message: RATE_LIMITED_MESSAGE, duration: 8_000 };
    default:
      return {
        type: "error",
        title: msg`Server Error`,
        message,
        duration: 10_000,
        action: { text: msg`Retry`, handler: reload },
      };
  }
}
