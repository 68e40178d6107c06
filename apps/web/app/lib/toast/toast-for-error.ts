import { msg } from "@lingui/core/macro";
import { NETWORK_MESSAGE, OFFLINE_MESSAGE, UNEXPECTED_MESSAGE } from "../api/api-error";
import { browserNavigate, browserReload, type Navigate, type Toast, type ToastText } from "./toast-types";

export const RATE_LIMITED_MESSAGE = msg`Too many requests. Please wait a moment and try again.`;
const unexpected = msg`An unexpected error occurred`;

/**
 * The SPEC's messages the browser writes itself (no answer came: offline, the network, anything
 * else), in the page's language where the toaster renders them; the API's own messages come in it
 * already (`x-page-language`).
 */
const clientTexts: Readonly<Record<string, ToastText>> = {
  [OFFLINE_MESSAGE]: msg`You appear to be offline. Please check your connection.`,
  [NETWORK_MESSAGE]: msg`Network error. Please check your connection and try again.`,
  [UNEXPECTED_MESSAGE]: unexpected,
};

interface ErrorLike {
  message?: string;
  status?: number;
  /** A 422's field messages: its toast says how many fields to fix (docs/product.md#validation). */
  errors?: Record<string, string[]>;
}

/** docs/product.md#validation in the page's language: "Please fix N validation errors", the one message, or a generic line. */
function messageOf(error: ErrorLike): ToastText {
  const fields = error.status === 422 && error.errors ? Object.values(error.errors) : undefined;
  if (fields && fields.length > 1) return msg`Please fix ${fields.length} validation errors`;
  if (fields && fields.length === 0) return msg`Please check the form for errors`;
  if (!error.message) return unexpected;
  return clientTexts[error.message] ?? error.message;
}

interface Effects {
  navigate?: Navigate;
  reload?: () => void;
}

/** docs/product.md#errors "Toast by status": type, title, duration, message and action for a failed call. */
export function toastForError(error: ErrorLike, effects: Effects = {}): Toast {
  const navigate = effects.navigate ?? browserNavigate;
  const reload = effects.reload ?? browserReload;
  const message = messageOf(error);
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
